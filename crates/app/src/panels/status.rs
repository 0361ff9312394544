//! The game's own parts of the screen, drawn for any game: the status card (side to
//! move or result, scores, round, a competition's recorded result) and the board
//! with a player bar above and below it. Called through `OpenGame`.

use egui::{Align, Layout, RichText, Ui, vec2};

use crate::board::{BoardGame, BoardState, BoardView, MarkAction, Marks};
use crate::panels::player_bar::{BarChoice, player_bar};
use crate::session::{Decision, DrawAnswer, Session};
use crate::strings as s;
use crate::theme;
use bernstein_records as records;
use bernstein_records::tree::NodeId;
use bernstein_rules::Side;

/// How the board is shown this frame, decided by the shell.
#[derive(Clone, Debug)]
pub struct BoardSettings {
    /// Blue/Black at the bottom.
    pub flipped: bool,
    /// Computer players are paused (the user may move for them meanwhile).
    pub paused: bool,
    /// The players' names from the record under review (or of a hosted game), if
    /// any, as shown.
    pub recorded_names: Option<[String; 2]>,
    /// The analysis is on: the evaluation bar stands beside the board.
    pub analysis: bool,
}

/// What the evaluation bar beside the board shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gauge {
    /// The first player's chances in the position shown.
    Chances(bernstein_analysis::wdl::Wdl),
    /// Nothing yet (or hidden): the bar's room stays empty.
    Empty,
}

/// The evaluation bar's width and its gap to the board.
const GAUGE_WIDTH: f32 = 10.0;
const GAUGE_GAP: f32 = 6.0;

/// The evaluation bar, as lichess draws it beside its board: the side at the
/// bottom of the board fills it from below as far as its expected score, a line
/// marks the middle; its chance in words on hover and for screen readers.
fn eval_gauge<P: BoardGame>(
    ui: &mut Ui,
    rect: egui::Rect,
    chances: bernstein_analysis::wdl::Wdl,
    bottom: Side,
) {
    let first = chances.expected().clamp(0.0, 1.0) as f32;
    let share = if bottom == Side::First {
        first
    } else {
        1.0 - first
    };
    let painter = ui.painter_at(rect.expand(1.0));
    let radius = 3.0;
    // A side's own colour, or the graph's where that would vanish on the dark
    // panel (Mühle's Black).
    let color = |side: Side| P::LOOK.graph[side.index()].unwrap_or(P::LOOK.sides[side.index()]);
    painter.rect_filled(rect, radius, color(bottom.other()));
    let fill = egui::Rect::from_min_max(
        egui::pos2(rect.left(), rect.bottom() - rect.height() * share),
        rect.max,
    );
    painter.rect_filled(fill, radius, color(bottom));
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, theme::CHOICE_RIM),
    );
    painter.rect_stroke(
        rect,
        radius,
        egui::Stroke::new(1.0, theme::BORDER),
        egui::StrokeKind::Outside,
    );
    let text = crate::win_chance::chance_text(P::KIND, chances);
    let label = s::eval_bar(&text);
    let response = ui.allocate_rect(rect, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
    response.on_hover_text(text);
}

/// The status card: side to move (or the result), scores, round.
pub fn status_card<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    board: Option<&BoardState<P>>,
    thinking: bool,
    recorded: Option<&records::RecordedResult>,
) {
    let kind = P::KIND;
    let pos = session.current_position();
    theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            theme::caption(ui, s::game_name(kind));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                let ply = session.ply(session.current);
                // At the end, the round of the last move; else the one being played.
                let ply = match session.current_outcome() {
                    Some(_) => ply.saturating_sub(1),
                    None => ply,
                };
                let (round, _) = session.numbering().at(ply);
                ui.label(
                    RichText::new(s::round_text(round, s::round_limit(kind)))
                        .color(theme::TEXT_WEAK),
                );
            });
        });
        ui.add_space(4.0);
        // The headline: the side to move, or the result at the end.
        let ended = match (session.current_outcome(), session.decision(session.current)) {
            (Some(outcome), _) => Some(outcome.winner),
            (None, Some(decision)) => Some(decision.winner()),
            (None, None) => None,
        };
        ui.horizontal(|ui| match ended {
            Some(winner) => {
                if let Some(winner) = winner {
                    theme::side_chip(ui, P::LOOK, winner, 18.0);
                }
                ui.label(
                    RichText::new(s::result_headline(kind, winner))
                        .size(20.0)
                        .strong()
                        .color(theme::AMBER),
                );
            }
            None => {
                let side = pos.side_to_move();
                theme::side_chip(ui, P::LOOK, side, 18.0);
                ui.label(
                    RichText::new(s::to_move(&s::side_name(kind, side)))
                        .size(20.0)
                        .strong(),
                );
                if thinking {
                    ui.spinner();
                    ui.label(RichText::new(s::THINKING).color(theme::TEXT_WEAK));
                }
            }
        });
        let items = match board.and_then(|board| board.pending) {
            Some(waiting) => P::status_items_waiting(pos, waiting),
            None => P::status_items(pos),
        };
        if !items.is_empty() {
            ui.add_space(6.0);
            egui::Grid::new("status_items")
                .num_columns(2)
                .spacing([16.0, 4.0])
                .show(ui, |ui| {
                    for (label, value) in items {
                        ui.label(RichText::new(label).color(theme::TEXT_WEAK));
                        ui.label(RichText::new(value).strong().monospace());
                        ui.end_row();
                    }
                });
        }
        // Below the counts, why the game ended, a draw offered and its answer, or
        // why the last click on the board did nothing, in room for two lines that
        // is kept while there is nothing to say: the card keeps its height as the
        // game goes on, and what is below it stays where it is.
        ui.add_space(4.0);
        let room = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        ui.allocate_ui_with_layout(
            vec2(ui.available_width(), room),
            Layout::top_down(Align::Min),
            |ui| {
                ui.set_min_size(vec2(ui.available_width(), room));
                for (text, color) in status_details(session, board) {
                    let name = text.trim_start_matches("⚠ ");
                    ui.add(egui::Label::new(RichText::new(&text).color(color)).wrap())
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, name));
                }
            },
        );
        if let Some(recorded) = recorded {
            ui.add_space(6.0);
            ui.separator();
            // Below full-HD height the results start folded, so that the move
            // list keeps its rows; a click opens them.
            let tall = ui.ctx().content_rect().height() >= 1000.0;
            egui::CollapsingHeader::new(RichText::new(s::REPLAY_RESULTS).strong())
                .id_salt("replay_results")
                .default_open(tall)
                .show(ui, |ui| competition_result(ui, session, recorded));
        }
    });
}

/// The lines under the status card's headline: why the game ended (by the rules
/// or by the players), a draw offered at the position shown and its answer, and
/// why the last click on the board did nothing (it fades with the board's own).
fn status_details<P: BoardGame>(
    session: &Session<P>,
    board: Option<&BoardState<P>>,
) -> Vec<(String, egui::Color32)> {
    let kind = P::KIND;
    let node = session.current;
    let mut lines = Vec::new();
    match (session.current_outcome(), session.decision(node)) {
        (Some(outcome), _) => lines.push((s::outcome(kind, outcome), theme::TEXT)),
        // A draw the computer accepted says so below, with its score: that line
        // is the why, in the two lines' room.
        (None, Some(Decision::DrawAgreed))
            if session
                .draw_offer_at(node)
                .and_then(|offer| offer.answer)
                .is_some_and(|answer| answer.accepted && answer.score.is_some()) => {}
        (None, Some(decision)) => {
            let text = match decision {
                Decision::Resigned(side) => s::decision_text(kind, Some(side)),
                Decision::DrawAgreed => s::decision_text(kind, None),
                Decision::OutOfTime(side) => s::lost_on_time(kind, side),
            };
            lines.push((text, theme::TEXT));
        }
        (None, None) => {}
    }
    if let Some(offer) = session.draw_offer_at(node) {
        match offer.answer {
            None => lines.push((
                s::draw_offer(&s::side_name(kind, offer.by)),
                theme::TEXT_WEAK,
            )),
            // A person's yes is the agreed draw said above.
            Some(answer) if answer.accepted && answer.score.is_none() => {}
            Some(answer) => {
                let score = answer.score.map(crate::analysis::score_text::<P>);
                lines.push((
                    s::draw_answer(
                        &s::side_name(kind, offer.by.other()),
                        answer.accepted,
                        score.as_deref(),
                    ),
                    theme::TEXT,
                ));
            }
        }
    }
    if let Some(message) = board.and_then(BoardState::message) {
        lines.push((format!("⚠ {message}"), theme::WARNING));
    }
    lines
}

/// A competition replay's result: ours at the replay's last position, the
/// server's beside it (its cause and reason in words, its score parts labelled, with
/// units), and only where the two differ, that they do and why.
fn competition_result<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    recorded: &records::RecordedResult,
) {
    let kind = P::KIND;
    let ours = session.outcome(session.tree.main_line_end());
    let labelled = |ui: &mut Ui, text: String, color: egui::Color32| {
        ui.add(egui::Label::new(RichText::new(&text).color(color)).wrap())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    };
    ui.label(
        RichText::new(s::REPLAY_BY_RULES)
            .small()
            .color(theme::TEXT_WEAK)
            .strong(),
    );
    match ours {
        Some(outcome) => labelled(ui, s::outcome(kind, outcome), theme::TEXT),
        None => labelled(ui, s::REPLAY_NOT_OVER.to_string(), theme::TEXT),
    }
    ui.add_space(4.0);
    ui.label(
        RichText::new(s::RECORDED_RESULT)
            .small()
            .color(theme::TEXT_WEAK)
            .strong(),
    );
    labelled(ui, s::recorded_result(kind, recorded), theme::TEXT);
    let parts = recorded
        .scores
        .iter()
        .map(|score| score.parts.len())
        .max()
        .unwrap_or(0);
    // One block per score part: its name, then each side's value, wrapping in
    // a narrow panel (a grid would not wrap and would widen the panel).
    for index in 0..parts {
        let name = recorded.score_names.get(index).map_or("", String::as_str);
        ui.add_space(2.0);
        ui.add(
            egui::Label::new(
                RichText::new(s::score_part_label(kind, index, name))
                    .small()
                    .color(theme::TEXT_WEAK),
            )
            .wrap(),
        );
        ui.horizontal_wrapped(|ui| {
            for (side, score) in Side::BOTH.into_iter().zip(&recorded.scores) {
                let value = score
                    .parts
                    .get(index)
                    .map(|value| s::score_part_value(kind, index, value))
                    .unwrap_or_default();
                // A side's chip and value wrap as one ("7 rows from its start
                // line" is never split between two lines), unless the value alone
                // is wider than the panel.
                let galley = egui::WidgetText::from(RichText::new(value).small().monospace())
                    .into_galley(
                        ui,
                        Some(egui::TextWrapMode::Extend),
                        f32::INFINITY,
                        egui::TextStyle::Small,
                    );
                let width = 10.0 + ui.spacing().item_spacing.x + galley.size().x;
                let left_in_row = ui.max_rect().right() - ui.cursor().min.x;
                if width > left_in_row && ui.cursor().min.x > ui.max_rect().left() {
                    ui.end_row();
                }
                theme::side_chip(ui, P::LOOK, side, 10.0);
                ui.add(egui::Label::new(galley).wrap());
                ui.add_space(8.0);
            }
        });
    }
    // The server ended a game outside the rules (a time-out, a player leaving): its
    // winner stands, and our rules have nothing to differ about.
    let irregular = recorded
        .scores
        .iter()
        .any(|score| !score.cause.is_empty() && score.cause != "REGULAR");
    let why = match ours {
        None if !irregular => {
            // In rounds, as the status card above counts: the round of the last
            // move the server played.
            let last = (recorded.last_turn as usize).saturating_sub(1);
            Some(s::recorded_differs_goes_on(session.numbering().at(last).0))
        }
        Some(outcome) if outcome.winner != recorded.winner => {
            Some(s::RECORDED_DIFFERS_WINNER.to_string())
        }
        _ => None,
    };
    if let Some(why) = why {
        ui.add_space(4.0);
        labelled(ui, format!("⚠ {why}"), theme::ERROR);
    }
}

/// The board with a player bar above and below it; returns the move the user
/// made. A decision, a change of players or a mark goes into the session.
#[allow(clippy::too_many_arguments)]
pub fn board_with_players<P: BoardGame>(
    ui: &mut Ui,
    session: &mut Session<P>,
    board: &mut BoardState<P>,
    thinking_time: Option<std::time::Duration>,
    settings: BoardSettings,
    lines: Vec<P::Move>,
    threat: Option<P::Move>,
    gauge: Option<Gauge>,
    verdicts: Vec<(P::Move, crate::board::Verdict)>,
) -> Option<P::Move> {
    let thinking = thinking_time.is_some();
    let BoardSettings {
        flipped,
        paused,
        recorded_names,
        analysis: _,
    } = settings;
    let (top, bottom) = if flipped {
        (Side::First, Side::Second)
    } else {
        (Side::Second, Side::First)
    };
    let bar_height = 34.0;
    let avail = ui.available_rect_before_wrap();
    // The evaluation bar's room, left of the board, is kept while the analysis
    // is on (also while it has nothing to show), so the board never moves.
    let gauge_room = if gauge.is_some() {
        GAUGE_WIDTH + GAUGE_GAP
    } else {
        0.0
    };
    let side = (avail.width() - 2.0 * gauge_room)
        .min(avail.height() - 2.0 * bar_height - 16.0)
        .max(120.0);
    let left = avail.center().x - side / 2.0;
    let top_bar = egui::Rect::from_min_size(egui::pos2(left, avail.top()), vec2(side, bar_height));
    let board_rect =
        egui::Rect::from_min_size(egui::pos2(left, top_bar.bottom() + 8.0), vec2(side, side));
    let bottom_bar = egui::Rect::from_min_size(
        egui::pos2(left, board_rect.bottom() + 8.0),
        vec2(side, bar_height),
    );
    let name = |side: Side| {
        recorded_names
            .as_ref()
            .map(|names| names[side.index()].as_str())
    };
    let question = ui.make_persistent_id("resign question");
    for (side, rect) in [(top, top_bar), (bottom, bottom_bar)] {
        match player_bar(ui, session, thinking_time, side, name(side), rect) {
            Some(BarChoice::AskResign(side)) => {
                let asked = (side, session.current);
                ui.data_mut(|data| data.insert_temp(question, asked));
            }
            Some(BarChoice::OfferDraw(side)) => {
                session.offer_draw(side);
            }
            Some(BarChoice::AnswerDraw(accepted)) => {
                session.answer_draw(DrawAnswer {
                    accepted,
                    score: None,
                });
            }
            Some(BarChoice::Player(player)) => session.set_player(side, player),
            Some(BarChoice::Swap) => session.swap_players(),
            None => {}
        }
    }
    resign_question(ui, session, question);

    let pos = session.current_position().clone();
    let at_end = session.tree.children(session.current).is_empty();
    let interactive = session.current_outcome().is_none()
        && session.decision(session.current).is_none()
        && !thinking
        && (session.human_to_move() || !at_end || paused);
    let view = BoardView {
        flipped,
        interactive,
        last_move: session.move_at(session.current),
        hint: session
            .hint
            .filter(|(node, _)| *node == session.current)
            .map(|(_, mv)| mv),
        lines,
        threat,
        marks: session
            .tree
            .annotation(session.current)
            .map(|annotation| Marks {
                arrows: annotation.arrows.clone(),
                highlights: annotation.highlights.clone(),
            })
            .unwrap_or_default(),
        verdicts,
    };
    let mut played = None;
    ui.scope_builder(egui::UiBuilder::new().max_rect(board_rect), |ui| {
        played = P::board_ui(ui, &pos, board, &view);
    });
    let drawn = board.drawn.unwrap_or(board_rect);
    // The bar stands as tall as the board drawn (Mühle's is lower than its room).
    if let Some(Gauge::Chances(chances)) = gauge {
        let rect = egui::Rect::from_min_size(
            egui::pos2(drawn.left() - gauge_room, drawn.top()),
            vec2(GAUGE_WIDTH, drawn.height()),
        );
        eval_gauge::<P>(ui, rect, chances, bottom);
    }
    // The user's own marks belong to the move shown, and so to the record.
    if let Some(mark) = board.take_mark()
        && let Some(annotation) = session.annotation_mut(session.current)
    {
        match mark {
            MarkAction::Arrow(arrow) => annotation.toggle_arrow(arrow),
            MarkAction::Highlight(highlight) => annotation.toggle_highlight(highlight),
        }
    }
    played
}

/// Resigning is asked once more, in a small window over the board: what it means,
/// and whether to do it. The question is for the position it was asked at, while
/// the game may still be decided there. Returns whether the side resigned.
fn resign_question<P: BoardGame>(ui: &mut Ui, session: &mut Session<P>, id: egui::Id) -> bool {
    let Some((side, node)) = ui.data(|data| data.get_temp::<(Side, NodeId)>(id)) else {
        return false;
    };
    if node != session.current || !session.can_decide() {
        ui.data_mut(|data| data.remove::<(Side, NodeId)>(id));
        return false;
    }
    let kind = P::KIND;
    let mut answer = None;
    let modal = egui::Modal::new(id.with("window")).show(ui.ctx(), |ui| {
        ui.set_max_width(360.0);
        ui.heading(RichText::new(s::RESIGN_QUESTION).strong());
        ui.add_space(4.0);
        ui.add(
            egui::Label::new(s::resign_explain(
                &s::side_name(kind, side),
                &s::side_name(kind, side.other()),
            ))
            .wrap(),
        );
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.add(theme::accent_button(s::RESIGN)).clicked() {
                answer = Some(true);
            }
            if ui.button(s::KEEP_PLAYING).clicked() {
                answer = Some(false);
            }
        });
    });
    if modal.should_close() {
        answer.get_or_insert(false);
    }
    match answer {
        Some(resign) => {
            ui.data_mut(|data| data.remove::<(Side, NodeId)>(id));
            resign && session.decide(Decision::Resigned(side))
        }
        None => false,
    }
}
