//! The four boards and the position editor in one window, without the app around
//! them: for looking at the artwork and trying clicks and drags by hand.
//! `cargo run --example boards`

use bernstein::app::board::{BoardGame, BoardState, BoardView};
use bernstein::app::editor::{EditorAction, PositionEditor};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::{GameKind, Position};

struct Table<P: BoardGame> {
    pos: P,
    state: BoardState<P>,
    view: BoardView<P>,
}

impl<P: BoardGame> Table<P> {
    fn new(pos: P) -> Self {
        Table {
            pos,
            state: BoardState::default(),
            view: BoardView::default(),
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.view.flipped, "Flipped");
            for (label, value) in P::status_items(&self.pos) {
                ui.label(format!("{label}: {value}"));
            }
            if let Some(message) = self.state.message() {
                ui.label(message);
            }
        });
        if let Some(mv) = P::board_ui(ui, &self.pos, &mut self.state, &self.view) {
            self.pos.play_unchecked(mv);
            self.view.last_move = Some(mv);
        }
    }
}

struct Demo {
    tab: usize,
    sea: Table<Ostseeschach>,
    original: Table<OstseeschachOriginal>,
    piranhas: Table<Piranhas>,
    muehle: Table<Muehle>,
    editor: PositionEditor,
}

fn main() -> eframe::Result {
    let demo = Demo {
        tab: 0,
        sea: Table::new(Ostseeschach::start(&Default::default(), 1)),
        original: Table::new(OstseeschachOriginal::start(&Default::default(), 1)),
        piranhas: Table::new(Piranhas::start(&Default::default(), 1)),
        muehle: Table::new(Muehle::start(&Default::default(), 1)),
        editor: PositionEditor::new(
            GameKind::Muehle,
            &Muehle::start(&Default::default(), 1).to_text(),
        ),
    };
    let mut demo = demo;
    eframe::run_ui_native(
        "Bernstein boards",
        eframe::NativeOptions::default(),
        move |ui, _frame| {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.horizontal(|ui| {
                    for (i, name) in ["Ostseeschach", "Original", "Piranhas", "Mühle", "Editor"]
                        .iter()
                        .enumerate()
                    {
                        ui.selectable_value(&mut demo.tab, i, *name);
                    }
                });
                match demo.tab {
                    0 => demo.sea.ui(ui),
                    1 => demo.original.ui(ui),
                    2 => demo.piranhas.ui(ui),
                    3 => demo.muehle.ui(ui),
                    _ => {
                        if let EditorAction::Apply(text) = demo.editor.ui(ui)
                            && let Ok(pos) = Muehle::from_text(&text, &Default::default())
                        {
                            demo.muehle = Table::new(pos);
                            demo.tab = 3;
                        }
                    }
                }
            });
        },
    )
}
