//! The pieces' artwork: our own SVG files in `assets/`, built in. Each is drawn
//! in a 100 x 100 box; the app rasterises it (egui), the SVG writer places it.

/// One picture from `assets/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Art {
    Cockle,
    Seagull,
    Starfish,
    Seal,
    PiranhaRed,
    PiranhaBlue,
    Kraken,
}

impl Art {
    pub const ALL: [Art; 7] = [
        Art::Cockle,
        Art::Seagull,
        Art::Starfish,
        Art::Seal,
        Art::PiranhaRed,
        Art::PiranhaBlue,
        Art::Kraken,
    ];

    /// A short name, for ids and the app's image cache (`cockle`).
    pub fn name(self) -> &'static str {
        match self {
            Art::Cockle => "cockle",
            Art::Seagull => "seagull",
            Art::Starfish => "starfish",
            Art::Seal => "seal",
            Art::PiranhaRed => "piranha_red",
            Art::PiranhaBlue => "piranha_blue",
            Art::Kraken => "kraken",
        }
    }

    /// The SVG file.
    pub fn bytes(self) -> &'static [u8] {
        match self {
            Art::Cockle => include_bytes!("../../../assets/cockle.svg"),
            Art::Seagull => include_bytes!("../../../assets/seagull.svg"),
            Art::Starfish => include_bytes!("../../../assets/starfish.svg"),
            Art::Seal => include_bytes!("../../../assets/seal.svg"),
            Art::PiranhaRed => include_bytes!("../../../assets/piranha_red.svg"),
            Art::PiranhaBlue => include_bytes!("../../../assets/piranha_blue.svg"),
            Art::Kraken => include_bytes!("../../../assets/kraken.svg"),
        }
    }

    /// What lies inside the file's `<svg>` element (its 100 x 100 drawing).
    pub fn inner(self) -> &'static str {
        let text = std::str::from_utf8(self.bytes()).unwrap_or_default();
        let start = text.find('>').map_or(0, |end| end + 1);
        let end = text.rfind("</svg>").unwrap_or(text.len());
        text.get(start..end).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_is_a_100_box_without_ids_that_could_clash() {
        for art in Art::ALL {
            let text = std::str::from_utf8(art.bytes()).unwrap();
            assert!(text.starts_with("<svg") && text.contains("viewBox=\"0 0 100 100\""));
            assert!(!art.inner().contains("<svg") && !art.inner().contains("id=\""));
            assert!(art.inner().contains("<path"), "{}", art.name());
        }
    }
}
