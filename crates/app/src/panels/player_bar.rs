//! A side's bar above or below the board: its colour and player, the computer
//! thinking, the result, a human's resign and draw buttons, and its clock. A
//! narrow bar gives way in steps (the level's word, then the player's type, then
//! labels become icons) so that nothing is ever drawn over anything else.

use egui::{Align, Layout, RichText, TextStyle, TextWrapMode, Ui, WidgetText, vec2};

use crate::board::BoardGame;
use crate::session::{PlayerExt, Session};
use crate::strings as s;
use crate::theme;
use bernstein_records::PlayerKind;
use bernstein_rules::{GameKind, Side};

/// The width of a clock beside a player bar: room for "10:00:00" in the clock's
/// font, so the bar's other parts never move when the time's width changes.
const CLOCK_WIDTH: f32 = 96.0;

/// The room left of the side's chip, and right of the result.
const EDGE: f32 = 12.0;

/// The size of the side's chip in the bar.
const CHIP: f32 = 16.0;

/// What a player bar's controls chose.
#[derive(Clone, Copy)]
pub(crate) enum BarChoice {
    /// The side means to resign: it is asked once more.
    AskResign(Side),
    OfferDraw(Side),
    /// The answer to the draw the other side offered.
    AnswerDraw(bool),
    /// Who plays the bar's side from now on.
    Player(PlayerKind),
    /// The two sides' players change places.
    Swap,
}

/// How much a bar says, from all of it to the least; each step gives way after
/// the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Detail {
    /// "Computer · Stufe 3 · Gelegenheitsspieler", "Aufgeben".
    Full,
    /// Without the level's word: "Computer · Stufe 3".
    NoLevelWord,
    /// Without the player's type: "Stufe 3".
    NoType,
    /// Icons for labels: no side name beside its chip, "💻 3", "⚐", "🏆".
    Icons,
    /// Only what cannot go: no player, the spinner without its time.
    Least,
}

const DETAILS: [Detail; 5] = [
    Detail::Full,
    Detail::NoLevelWord,
    Detail::NoType,
    Detail::Icons,
    Detail::Least,
];

/// A button of the bar: its text as shown, its name for screen readers and tests
/// (always the words), its tip, and what it chooses.
struct BarButton {
    shown: String,
    name: String,
    tip: s::Msg,
    choice: BarChoice,
}

/// What a bar shows at one [`Detail`].
struct Parts {
    /// The side's name beside its chip.
    side: Option<String>,
    /// Who plays the side, as shown, and in full (for hover and screen readers).
    who: Option<(String, String)>,
    /// The players' menu (not for a reviewed record's named players).
    menu: bool,
    /// The computer thinks: its word and the seconds so far, each if shown.
    thinking: Option<(Option<String>, Option<String>)>,
    /// The result in this side's bar, as shown, and in words.
    result: Option<(String, String)>,
    /// A human's buttons, right to left.
    buttons: Vec<BarButton>,
    /// "Draw offered" in the bar of the side that offered it, as shown.
    offered: Option<String>,
}

/// What a bar is about, whatever its width.
struct BarFacts {
    kind: GameKind,
    side: Side,
    player: PlayerKind,
    recorded_name: Option<String>,
    thinking: Option<std::time::Duration>,
    /// The game's result, where this side's bar shows it: `Some(None)` a draw.
    result: Option<Option<Side>>,
    /// The buttons, by their words: (words, tip, choice).
    buttons: Vec<(s::Msg, s::Msg, BarChoice)>,
    offered: bool,
}

impl BarFacts {
    fn parts(&self, detail: Detail) -> Parts {
        let kind = self.kind;
        let icons = detail >= Detail::Icons;
        let who = match (&self.recorded_name, self.player) {
            (_, _) if detail == Detail::Least => None,
            (Some(name), _) => Some((name.clone(), name.clone())),
            (None, PlayerKind::Human) => {
                let full = s::PLAYER_HUMAN.to_string();
                Some((if icons { "👤".into() } else { full.clone() }, full))
            }
            (None, PlayerKind::Program) => {
                let full = s::HOST_PROGRAM.to_string();
                Some((if icons { "🔌".into() } else { full.clone() }, full))
            }
            (None, PlayerKind::Computer { level }) => {
                let full = s::computer_name(level);
                let shown = match detail {
                    Detail::Full => full.clone(),
                    Detail::NoLevelWord => s::computer_name_short(level),
                    Detail::NoType => s::level_short(level),
                    Detail::Icons | Detail::Least => format!("💻 {level}"),
                };
                Some((shown, full))
            }
        };
        let thinking = self.thinking.map(|time| {
            let word = (!icons).then(|| s::THINKING.to_string());
            let seconds = (detail < Detail::Least).then(|| s::seconds(time.as_secs_f64()));
            (word, seconds)
        });
        let result = self.result.map(|winner| {
            let headline = s::result_headline(kind, winner);
            let glyph = if winner.is_some() { "🏆" } else { "½" };
            let shown = if icons {
                glyph.to_string()
            } else {
                format!("{glyph} {headline}")
            };
            (shown, headline)
        });
        let buttons = self
            .buttons
            .iter()
            .map(|&(name, tip, choice)| {
                let words = name.to_string();
                let shown = match (icons, choice) {
                    (false, _) => words.clone(),
                    (true, BarChoice::AskResign(_)) => "⚐".into(),
                    (true, BarChoice::OfferDraw(_)) => "½".into(),
                    (true, BarChoice::AnswerDraw(true)) => "✔".into(),
                    (true, _) => "✖".into(),
                };
                BarButton {
                    shown,
                    name: words,
                    tip,
                    choice,
                }
            })
            .collect();
        let offered = self.offered.then(|| {
            if icons {
                "½ …".to_string()
            } else {
                s::DRAW_OFFERED.to_string()
            }
        });
        Parts {
            side: (!icons).then(|| s::side_name(kind, self.side)),
            who,
            menu: self.recorded_name.is_none(),
            thinking,
            result,
            buttons,
            offered,
        }
    }
}

/// The width of `text` on one line.
fn text_width(ui: &Ui, text: impl Into<WidgetText>, style: TextStyle) -> f32 {
    text.into()
        .into_galley(ui, Some(TextWrapMode::Extend), f32::INFINITY, style)
        .size()
        .x
}

impl Parts {
    /// The room the left part (chip, side, player, menu, thinking) takes.
    fn left_width(&self, ui: &Ui) -> f32 {
        let gap = ui.spacing().item_spacing.x;
        let button = |text: &str| {
            text_width(ui, text, TextStyle::Button) + 2.0 * ui.spacing().button_padding.x
        };
        let mut width = EDGE + CHIP + gap;
        if let Some(side) = &self.side {
            width += text_width(ui, RichText::new(side).strong(), TextStyle::Body) + gap;
        }
        if let Some((who, _)) = &self.who {
            width += text_width(ui, who.as_str(), TextStyle::Body) + gap;
        }
        if self.menu {
            width += button("⏷") + gap;
        }
        if let Some((word, seconds)) = &self.thinking {
            width += ui.spacing().interact_size.y + gap;
            if let Some(word) = word {
                width += text_width(ui, word.as_str(), TextStyle::Body) + gap;
            }
            if let Some(seconds) = seconds {
                width += text_width(ui, RichText::new(seconds).monospace(), TextStyle::Body) + gap;
            }
        }
        width
    }

    /// The room the right part (the result, or the buttons) takes.
    fn right_width(&self, ui: &Ui) -> f32 {
        let gap = ui.spacing().item_spacing.x;
        let mut width = 0.0;
        if let Some((result, _)) = &self.result {
            width += EDGE + text_width(ui, RichText::new(result).strong(), TextStyle::Body) + gap;
        }
        if !self.buttons.is_empty() || self.offered.is_some() {
            width += 8.0;
        }
        for button in &self.buttons {
            width += text_width(ui, button.shown.as_str(), TextStyle::Button)
                + 2.0 * ui.spacing().button_padding.x
                + gap;
        }
        if let Some(offered) = &self.offered {
            width += text_width(ui, RichText::new(offered).small(), TextStyle::Small) + gap;
        }
        width
    }
}

/// One side's bar: its colour, who plays it (a reviewed record's player by name),
/// whether the computer is thinking for it (and how long), the result once the
/// game is over, and for a human while the game goes on, resign and draw. Returns
/// a resignation or draw the player chose.
pub(crate) fn player_bar<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    thinking_time: Option<std::time::Duration>,
    side: Side,
    recorded_name: Option<&str>,
    rect: egui::Rect,
) -> Option<BarChoice> {
    let kind = P::KIND;
    let to_move =
        session.current_outcome().is_none() && session.current_position().side_to_move() == side;
    // How the game ended at the node shown: by the rules or by the players.
    let ended = match (session.current_outcome(), session.decision(session.current)) {
        (Some(outcome), _) => Some(outcome.winner),
        (None, Some(decision)) => Some(decision.winner()),
        (None, None) => None,
    };
    let won = ended.is_some_and(|winner| winner == Some(side));
    let player = session.players[side.index()];
    let human_decides =
        player == PlayerKind::Human && recorded_name.is_none() && session.can_decide();
    let offer = session.draw_offer_at(session.current);
    let facts = BarFacts {
        kind,
        side,
        player,
        recorded_name: recorded_name.map(str::to_string),
        thinking: thinking_time.filter(|_| to_move && player.is_computer()),
        // The end of the game, on the board: the winner's bar says so (a draw:
        // both), beside the board rather than over it, so the last move stays in
        // view.
        result: ended.filter(|winner| winner.is_none_or(|winner| winner == side)),
        buttons: if human_decides {
            decision_buttons(session, side, to_move)
        } else {
            Vec::new()
        },
        offered: human_decides
            && offer.is_some_and(|offer| offer.answer.is_none() && offer.by == side),
    };

    // A timed game's clock takes the bar's right end, at a fixed width.
    let clock = session
        .clock_left(side, std::time::Instant::now())
        .map(|left| {
            let area = egui::Rect::from_min_max(
                egui::pos2(rect.right() - CLOCK_WIDTH, rect.top()),
                rect.max,
            );
            (area, left)
        });
    let controls = match clock {
        Some((area, _)) => {
            egui::Rect::from_min_max(rect.min, egui::pos2(area.left(), rect.bottom()))
        }
        None => rect,
    };
    let fill = if to_move {
        theme::CARD_HOVER
    } else {
        theme::CARD
    };
    ui.painter().rect_filled(rect, 6.0, fill);
    if won {
        ui.painter().rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(1.5, theme::AMBER),
            egui::StrokeKind::Inside,
        );
    }
    if to_move {
        ui.painter().rect_filled(
            egui::Rect::from_min_size(rect.min, vec2(4.0, rect.height())),
            2.0,
            theme::AMBER,
        );
    }
    if let Some((area, left)) = clock {
        let running = to_move && session.clock_running();
        draw_clock(ui, area, &s::side_name(kind, side), left, running);
    }

    // The most that fits; the least is drawn in any case, and what it cannot
    // hold is cut at its part's edge, never drawn over the other part.
    let (parts, right_width) = DETAILS
        .iter()
        .map(|&detail| {
            let parts = facts.parts(detail);
            let (left, right) = (parts.left_width(ui), parts.right_width(ui));
            (parts, left, right, detail)
        })
        .find(|(_, left, right, detail)| {
            left + right <= controls.width() || *detail == Detail::Least
        })
        .map(|(parts, _, right, _)| (parts, right))
        .expect("the least detail is always taken");
    let right_width = right_width.min(controls.width());
    let split = controls.right() - right_width;
    let left_rect = egui::Rect::from_min_max(controls.min, egui::pos2(split, controls.bottom()));
    let right_rect = egui::Rect::from_min_max(egui::pos2(split, controls.top()), controls.max);

    let mut chosen = None;
    let mut left_ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(left_rect)
            .layout(Layout::left_to_right(Align::Center)),
    );
    left_ui.shrink_clip_rect(left_rect);
    if let Some(choice) = left_part::<P>(&mut left_ui, &parts, side, player) {
        chosen = Some(choice);
    }
    let mut right_ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(right_rect)
            .layout(Layout::right_to_left(Align::Center)),
    );
    right_ui.shrink_clip_rect(right_rect);
    if let Some(choice) = right_part(&mut right_ui, &parts, kind, side) {
        chosen = Some(choice);
    }
    chosen
}

/// The chip, the side's name, its player with the players' menu, and the
/// computer thinking.
fn left_part<P: BoardGame>(
    ui: &mut Ui,
    parts: &Parts,
    side: Side,
    player: PlayerKind,
) -> Option<BarChoice> {
    let kind = P::KIND;
    let side_name = s::side_name(kind, side);
    ui.add_space(EDGE);
    let chip = theme::side_chip(ui, P::LOOK, side, CHIP);
    match &parts.side {
        Some(name) => {
            ui.label(RichText::new(name).strong());
        }
        // The chip alone stands for the side: it names it on hover and for
        // screen readers.
        None => {
            chip.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &side_name));
            chip.on_hover_text(&side_name);
        }
    }
    if let Some((shown, full)) = &parts.who {
        let label =
            ui.add(egui::Label::new(RichText::new(shown).color(theme::TEXT_WEAK)).truncate());
        // Shortened, the player is named in full on hover and for screen readers.
        if shown != full {
            label.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, full));
            label.on_hover_text(full);
        }
    }
    let mut chosen = None;
    if parts.menu {
        chosen = players_menu(ui, kind, side, player);
    }
    if let Some((word, seconds)) = &parts.thinking {
        ui.spinner();
        // How long the computer has thought so far, counting up.
        if let Some(word) = word {
            ui.label(RichText::new(word).color(theme::AMBER));
        }
        if let Some(seconds) = seconds {
            ui.label(RichText::new(seconds).monospace().color(theme::AMBER));
        }
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    chosen
}

/// The result, or a human's buttons and the draw offered, from the right.
fn right_part(ui: &mut Ui, parts: &Parts, kind: GameKind, side: Side) -> Option<BarChoice> {
    let mut chosen = None;
    if let Some((shown, headline)) = &parts.result {
        ui.add_space(EDGE);
        let label = ui.label(RichText::new(shown).strong().color(theme::AMBER));
        label.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, headline));
        if shown.len() < headline.len() {
            label.on_hover_text(headline);
        }
    }
    if !parts.buttons.is_empty() || parts.offered.is_some() {
        ui.add_space(8.0);
    }
    let side_name = s::side_name(kind, side);
    for button in &parts.buttons {
        let response = ui.add(egui::Button::new(button.shown.as_str()).small());
        let label = s::bar_action(&button.name, &side_name);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.on_hover_text(button.tip).clicked() {
            chosen = Some(button.choice);
        }
    }
    if let Some(offered) = &parts.offered {
        ui.label(RichText::new(offered).small().color(theme::TEXT_WEAK))
            .widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Label, true, s::DRAW_OFFERED.to_string())
            });
    }
    chosen
}

/// A side's clock at the right end of its bar: the time left in monospace digits,
/// lit while it runs, red under ten seconds.
fn draw_clock(ui: &mut Ui, rect: egui::Rect, side: &str, left: std::time::Duration, running: bool) {
    let text = s::clock_time(left);
    let low = left < std::time::Duration::from_secs(10);
    let (fill, color) = match (running, low) {
        (true, true) => (theme::ERROR, egui::Color32::WHITE),
        (true, false) => (theme::AMBER, egui::Color32::BLACK),
        (false, _) => (theme::PANEL, theme::TEXT_WEAK),
    };
    let inner = rect.shrink(3.0);
    ui.painter().rect_filled(inner, 5.0, fill);
    ui.painter().text(
        inner.center(),
        egui::Align2::CENTER_CENTER,
        &text,
        egui::FontId::monospace(18.0),
        color,
    );
    let label = s::clock_label(side, &text);
    ui.interact(
        inner,
        ui.make_persistent_id(("clock", side)),
        egui::Sense::hover(),
    )
    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}

/// The arrow beside a player's name: who plays the side can change at any move,
/// to a human, the computer at each level, or by swapping the two sides' players.
fn players_menu(ui: &mut Ui, kind: GameKind, side: Side, current: PlayerKind) -> Option<BarChoice> {
    let mut chosen = None;
    let menu = ui.menu_button(RichText::new("⏷").color(theme::TEXT_WEAK), |ui| {
        if ui
            .radio(current == PlayerKind::Human, s::PLAYER_HUMAN)
            .clicked()
        {
            chosen = Some(BarChoice::Player(PlayerKind::Human));
        }
        for level in bernstein_engine::levels() {
            let player = PlayerKind::Computer {
                level: level.number,
            };
            if ui
                .radio(current == player, s::level_choice(level.number))
                .clicked()
            {
                chosen = Some(BarChoice::Player(player));
            }
        }
        ui.separator();
        if ui.button(s::SWAP_PLAYERS).clicked() {
            chosen = Some(BarChoice::Swap);
        }
    });
    let label = s::players_menu(&s::side_name(kind, side));
    menu.response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    chosen
}

/// A human's resign and draw buttons (right to left), or the answers to a draw
/// the other side offered: (words, tip, choice).
fn decision_buttons<P: BoardGame>(
    session: &Session<P>,
    side: Side,
    to_move: bool,
) -> Vec<(s::Msg, s::Msg, BarChoice)> {
    let opponent = session.players[side.other().index()];
    let offer = session.draw_offer_at(session.current);
    let mut buttons = Vec::new();
    match offer {
        Some(offer) if offer.answer.is_none() && offer.by != side => {
            buttons.push((
                s::DECLINE_DRAW,
                s::DECLINE_DRAW,
                BarChoice::AnswerDraw(false),
            ));
            buttons.push((
                s::ACCEPT_DRAW,
                s::TIP_ACCEPT_DRAW,
                BarChoice::AnswerDraw(true),
            ));
        }
        _ => {
            // A program over the network is never asked.
            if to_move && offer.is_none() && opponent != PlayerKind::Program {
                buttons.push((s::OFFER_DRAW, s::TIP_DRAW, BarChoice::OfferDraw(side)));
            }
            buttons.push((s::RESIGN, s::TIP_RESIGN, BarChoice::AskResign(side)));
        }
    }
    buttons
}
