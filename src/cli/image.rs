//! `bernstein image`: a position as a picture for worksheets and chats, as SVG or
//! PNG (by the file's extension), drawn as the app draws its board
//! ([`bernstein_diagram`]): moves played from the position with the last one
//! marked, the user's arrows and circles in lichess's colours, coordinates on or
//! off, either side at the bottom.

use anyhow::{Context, Result, anyhow, bail};
use std::path::{Path, PathBuf};

use clap::Args;

use super::GameArgs;
use bernstein_diagram::{Drawn, Marks, Picture};
use bernstein_records::{Arrow, Highlight, MarkColor};
use bernstein_rules::{Game, with_game};

#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Moves played from the position before it is drawn; the last is marked.
    pub moves: Vec<String>,
    /// The picture's file: .svg or .png.
    #[arg(long)]
    pub out: PathBuf,
    /// The board's height in pixels (Mühle's stones in hand add to its width).
    #[arg(long, default_value_t = 480.0)]
    pub size: f32,
    /// The second player (Blue, Black) at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// No coordinates along the board's edges.
    #[arg(long)]
    pub no_coordinates: bool,
    /// An arrow from one square to another, e.g. a1-c3, with an optional colour:
    /// a1-c3:red (green, red, yellow, blue). Repeatable.
    #[arg(long = "arrow", value_name = "FROM-TO[:COLOUR]")]
    pub arrows: Vec<String>,
    /// A circle around a square, e.g. e4 or e4:blue. Repeatable.
    #[arg(long = "circle", value_name = "SQUARE[:COLOUR]")]
    pub circles: Vec<String>,
}

/// The picture's format, by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

fn format_of(path: &Path) -> Result<Format> {
    let extension = path
        .extension()
        .map(|ext| ext.to_string_lossy().to_ascii_lowercase());
    match extension.as_deref() {
        Some("svg") => Ok(Format::Svg),
        Some("png") => Ok(Format::Png),
        _ => Err(anyhow!(
            "{}: the picture's file must end in .svg or .png",
            path.display()
        )),
    }
}

/// A mark's colour by its name (or first letter).
fn color_named(text: &str) -> Result<MarkColor> {
    let text = text.trim().to_ascii_lowercase();
    MarkColor::ALL
        .into_iter()
        .find(|color| {
            let name = format!("{color:?}").to_ascii_lowercase();
            text == name || text.len() == 1 && name.starts_with(&text)
        })
        .with_context(|| format!("unknown colour '{text}': green, red, yellow or blue"))
}

/// `TEXT` or `TEXT:COLOUR` (green when no colour is given).
fn with_color(text: &str) -> Result<(&str, MarkColor)> {
    match text.rsplit_once(':') {
        Some((what, color)) => Ok((what, color_named(color)?)),
        None => Ok((text, MarkColor::Green)),
    }
}

/// The user's marks, every square checked against the board.
fn marks<P: Drawn>(args: &ImageArgs) -> Result<Marks> {
    let square = |name: &str| -> Result<String> {
        let name = name.trim();
        P::cell_named(name)
            .map(P::cell_name)
            .with_context(|| format!("no square '{name}' on the {} board", P::KIND.name()))
    };
    let mut marks = Marks::default();
    for text in &args.arrows {
        let (squares, color) = with_color(text)?;
        let (from, to) = squares
            .split_once('-')
            .with_context(|| format!("'{text}' is no arrow: expected FROM-TO, e.g. a1-c3"))?;
        marks.arrows.push(Arrow {
            color,
            from: square(from)?,
            to: square(to)?,
        });
    }
    for text in &args.circles {
        let (name, color) = with_color(text)?;
        marks.highlights.push(Highlight {
            color,
            square: square(name)?,
        });
    }
    Ok(marks)
}

/// The picture of these arguments, as the file's bytes.
fn picture<P: Drawn>(args: &ImageArgs, format: Format) -> Result<Vec<u8>> {
    if !(16.0..=bernstein_diagram::MAX_PIXELS as f32 / 1.2).contains(&args.size) {
        bail!(
            "--size {} is no picture: 16 to {} pixels",
            args.size,
            bernstein_diagram::MAX_PIXELS * 5 / 6
        );
    }
    let start: P = args.game.position()?;
    let mut game = Game::new(start);
    let mut last = None;
    for text in &args.moves {
        let mv = game
            .position()
            .parse_move(text)
            .map_err(|error| anyhow!("illegal {text}: {}", error.why()))?;
        game.play(mv)
            .map_err(|error| anyhow!("illegal {text}: {}", error.why()))?;
        last = Some(mv);
    }
    let mut picture = Picture::plain(args.size);
    picture.look.flipped = args.flip;
    picture.look.coordinates = !args.no_coordinates;
    picture.last_move = last;
    picture.marks = marks::<P>(args)?;
    match format {
        Format::Svg => Ok(bernstein_diagram::svg(game.position(), &picture).into_bytes()),
        Format::Png => Ok(bernstein_diagram::png(game.position(), &picture)?),
    }
}

pub fn run(args: &ImageArgs) -> Result<()> {
    let format = format_of(&args.out)?;
    let bytes = with_game!(args.game.game, P => picture::<P>(args, format))?;
    std::fs::write(&args.out, &bytes)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("wrote {} ({} bytes)", args.out.display(), bytes.len());
    Ok(())
}
