//! The screens' smaller points, each as a player meets them: the open file's name
//! in the toolbar (whole where there is room, else shortened in the middle with
//! its extension, the full path on hover), the evaluation graph's scale buttons
//! beside the curve rather than over it, and Piranhas' "first swarm" once a game
//! is over. Snapshots of the toolbar and the graph in each size and language are
//! in app_snapshots.rs.
#![cfg(feature = "gui")]

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

const LANGUAGES: [Language; 2] = [Language::ENGLISH, Language::GERMAN];

/// The app in a window of `size` showing `language`, with a Mühle game saved as
/// `name` in `dir`.
fn saved_game(
    dir: &TempDir,
    size: [f32; 2],
    language: Language,
    name: &str,
) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    harness.state_mut().set_language(language);
    support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7"]);
    harness
        .state_mut()
        .save_to(&dir.join(name))
        .unwrap_or_else(|_| panic!("{name} is saved"));
    harness.run_steps(3);
    harness
}

/// The width of `text` in the body font, as the toolbar lays it out.
fn text_width(harness: &Harness<'static, App>, text: &str) -> f32 {
    let font = egui::TextStyle::Body.resolve(&harness.ctx.global_style());
    harness.ctx.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// The toolbar's label of the file's name: the one label that ends with the
/// extension and lies in the toolbar's row, with its text and place.
fn shown_name(harness: &Harness<'static, App>, extension: &str) -> Option<(String, egui::Rect)> {
    let rules = harness
        .get_by_label(&bernstein::app::strings::RULES.to_string())
        .rect();
    harness
        .query_all_by_label_contains(extension)
        .filter(|node| node.rect().center().y < rules.bottom())
        .filter_map(|node| {
            // A label's text is its node's value.
            let text = node.accesskit_node().value()?;
            Some((text, node.rect()))
        })
        .find(|(label, _)| label.ends_with(extension))
}

/// A name of common length is shown whole from 1280 pixels on, in both languages
/// (it was cut to "gam…" at 1280), clear of the buttons around it.
#[test]
fn the_file_name_is_shown_whole_where_there_is_room() {
    let name = "Mühle gegen Krake 2026-11-28.ron";
    for size in [[1280.0, 820.0], [1366.0, 768.0], [1920.0, 1080.0]] {
        for language in LANGUAGES {
            let dir = TempDir::new(&format!("details-name-{}-{}", size[0], language.code()));
            let harness = saved_game(&dir, size, language, name);
            let when = format!("{}x{} in {}", size[0], size[1], language.code());
            let (shown, rect) =
                shown_name(&harness, ".ron").unwrap_or_else(|| panic!("a name at {when}"));
            assert_eq!(shown, name, "the whole name at {when}");
            assert!(
                rect.width() + 2.0 >= text_width(&harness, name),
                "the name's label is as wide as its text at {when}: {rect:?}"
            );
            let rules = harness
                .get_by_label(&bernstein::app::strings::RULES.to_string())
                .rect();
            let analysis = harness
                .get_by_role_and_label(
                    egui::Role::Button,
                    &bernstein::app::strings::ANALYSIS.to_string(),
                )
                .rect();
            assert!(rect.right() <= rules.left(), "clear of Rules at {when}");
            assert!(
                rect.left() >= analysis.right(),
                "clear of Analysis at {when}"
            );
        }
    }
}

/// A long name in a smaller window keeps its start and its extension around "…",
/// and the full path shows on hover.
#[test]
fn a_long_file_name_is_shortened_in_the_middle_with_the_path_on_hover() {
    let name = "Partie gegen den Computer auf der Stufe Meister vom 28. November.ron";
    for language in LANGUAGES {
        let dir = TempDir::new(&format!("details-long-name-{}", language.code()));
        let mut harness = saved_game(&dir, [1024.0, 700.0], language, name);
        let (shown, rect) = shown_name(&harness, ".ron").expect("a shortened name");
        assert_ne!(shown, name, "too long for 1024 pixels");
        assert!(shown.starts_with("Partie"), "{shown}");
        assert!(shown.ends_with(".ron") && shown.contains('…'), "{shown}");
        assert!(
            rect.width() + 2.0 >= text_width(&harness, &shown),
            "the shortened name is not cut again: {rect:?}"
        );
        let rules = harness
            .get_by_label(&bernstein::app::strings::RULES.to_string())
            .rect();
        assert!(rect.right() <= rules.left(), "clear of Rules");
        harness.hover_at(rect.center());
        harness.run_steps(12);
        let path = dir.join(name).display().to_string();
        assert!(
            harness.query_by_label(&path).is_some(),
            "the full path on hover: {path}"
        );
    }
}

/// The graph's "±" and "%" lie beside the graph, not over its curve, at every
/// size and in both languages.
#[test]
fn the_graph_scale_buttons_lie_beside_the_graph() {
    for size in [
        [760.0, 540.0],
        [1024.0, 700.0],
        [1366.0, 768.0],
        [1920.0, 1080.0],
    ] {
        for language in LANGUAGES {
            let dir = TempDir::new(&format!("details-graph-{}-{}", size[0], language.code()));
            let mut harness = support::app(&dir, size);
            harness.state_mut().set_language(language);
            support::show_game(&mut harness, GameKind::Muehle, &["d2", "g7", "a1"]);
            harness
                .get_by_role_and_label(
                    egui::Role::Button,
                    &bernstein::app::strings::ANALYSIS.to_string(),
                )
                .click();
            harness.run_steps(4);
            let when = format!("{}x{} in {}", size[0], size[1], language.code());
            let graph = harness
                .get_by_label(&bernstein::app::strings::EVAL_GRAPH_LABEL.to_string())
                .rect();
            for button in ["±", "%"] {
                let rect = harness.get_by_label(button).rect();
                assert!(
                    !rect.intersects(graph.shrink(0.5)),
                    "{button} {rect:?} clear of the graph {graph:?} at {when}"
                );
                assert!(
                    rect.right() <= size[0],
                    "{button} inside the window at {when}"
                );
                assert!(
                    rect.top() >= graph.top() - 0.5 && rect.bottom() <= graph.bottom() + 0.5,
                    "{button} beside the graph, taking no row of its own, at {when}"
                );
            }
        }
    }
}

/// A Piranhas game over at the round limit with no swarm formed: the status card
/// says no one formed one first, not "no one yet".
#[test]
fn first_swarm_after_the_game_says_no_one() {
    let ended = ".B1B2B1B1B3B1B2B1./R1........R2/R2........R1/R1....K...R1/R1........R3/\
                 R3..K.....R1/R1........R1/R2........R1/R1........R2/.B2B1B1B3B1B1B1B2. r 60 -";
    let running = ended.replace(" r 60 -", " r 10 -");
    for (language, no_one, yet) in [
        (Language::ENGLISH, "no one", "no one yet"),
        (Language::GERMAN, "keiner", "noch keiner"),
    ] {
        let dir = TempDir::new(&format!("details-swarm-{}", language.code()));
        let mut harness = support::app(&dir, [1280.0, 820.0]);
        harness.state_mut().set_language(language);
        harness
            .state_mut()
            .load_text(&running)
            .unwrap_or_else(|_| panic!("a running game"));
        harness.run_steps(3);
        assert!(
            harness.query_by_label(yet).is_some(),
            "{yet} while the game runs"
        );
        harness
            .state_mut()
            .load_text(ended)
            .unwrap_or_else(|_| panic!("a finished game"));
        harness.run_steps(3);
        assert!(
            harness.query_by_label(yet).is_none(),
            "not {yet} after the end"
        );
        assert!(
            harness.query_by_label(no_one).is_some(),
            "{no_one} after the end"
        );
    }
}
