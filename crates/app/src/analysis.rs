//! The analysis panel: the score in the game's words, one to five lines (each
//! with its score and depth; hover a move to see the position, click it to play the
//! line up to it), a marked move's better move, the evaluation graph of the line
//! shown with the review's marks, and the game review's button and summary.

use egui::{Color32, Pos2, RichText, Sense, Shape, Stroke, Ui, vec2};

use crate::board::BoardGame;
use crate::computer::Threat;
use crate::review::{ReviewRequest, ReviewView};
use crate::session::Session;
use crate::strings as s;
use crate::tablebase::{DatabaseRequest, DatabaseView};
use crate::theme;
use crate::win_chance::{self, GraphScale};
use bernstein_engine::score::ScoreView;
use bernstein_engine::{PvLine, SearchInfo};
use bernstein_records::tree::NodeId;
use bernstein_rules::Side;

/// The engine's score as the user reads it, always from the first player's view:
/// "+1.3 ambers for Red", "Blue wins in 5".
pub fn score_text<P: BoardGame>(score_for_first: i32) -> String {
    let kind = P::KIND;
    match ScoreView::of(score_for_first) {
        ScoreView::Value(value) => s::score_value(kind, value as f64 / 100.0),
        view @ ScoreView::Win { .. } => s::wins_in(
            &s::side_name(kind, Side::First),
            view.own_moves_to_end().unwrap_or(0),
        ),
        view @ ScoreView::Loss { .. } => s::wins_in(
            &s::side_name(kind, Side::Second),
            view.own_moves_to_end().unwrap_or(0),
        ),
        ScoreView::TablebaseWin { .. } => s::tablebase_score(&s::side_name(kind, Side::First)),
        ScoreView::TablebaseLoss { .. } => s::tablebase_score(&s::side_name(kind, Side::Second)),
    }
}

/// The area between the curve and the middle line as one mesh, coloured by the
/// side ahead; a segment that crosses the line is split where it crosses. One
/// mesh, not a polygon per segment: polygons' anti-aliased edges leave light
/// seams between neighbours.
fn area_under(points: &[Pos2], mid: f32, above: Color32, below: Color32) -> egui::Mesh {
    let mut mesh = egui::Mesh::default();
    let color = |y: f32| if y <= mid { above } else { below };
    let mut triangle = |a: Pos2, b: Pos2, c: Pos2, color: Color32| {
        let base = mesh.vertices.len() as u32;
        for pos in [a, b, c] {
            mesh.colored_vertex(pos, color);
        }
        mesh.add_triangle(base, base + 1, base + 2);
    };
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (a_mid, b_mid) = (Pos2::new(a.x, mid), Pos2::new(b.x, mid));
        if (a.y - mid) * (b.y - mid) < 0.0 {
            let x = a.x + (b.x - a.x) * (mid - a.y) / (b.y - a.y);
            let cross = Pos2::new(x, mid);
            triangle(a_mid, a, cross, color(a.y));
            triangle(cross, b, b_mid, color(b.y));
        } else {
            let side = color(if a.y == mid { b.y } else { a.y });
            triangle(a_mid, a, b, side);
            triangle(a_mid, b, b_mid, side);
        }
    }
    mesh
}

/// The most lines the panel offers.
pub const MAX_LINES: usize = 5;

/// Height of one line row: the rows keep their place while the search deepens.
const LINE_ROW: f32 = 20.0;

/// The threat row of the analysis: whether the user asked for the threat, and
/// what its search found for the position shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThreatView<M> {
    pub on: bool,
    pub found: Option<Threat<M>>,
}

/// What the user asked of the analysis panel.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisRequest<M> {
    /// Show a node (clicked in the graph).
    Show(NodeId),
    /// Play these moves from `from` into the tree and show the last (a line's
    /// moves up to the one clicked).
    PlayLine {
        from: NodeId,
        moves: Vec<M>,
    },
    /// Search this many lines.
    SetLines(usize),
    StartReview,
    StopReview,
    /// Show (or stop showing) what the opponent threatens.
    ShowThreat(bool),
    /// Learning from mistakes: start, solution, next, back, stop.
    Learn(crate::learn::LearnRequest),
    /// Pause the endgame database's generation (true) or let it go on.
    PauseDatabase(bool),
    /// Show the database's verdicts of the moves on the board (true) or not.
    DatabaseOnBoard(bool),
}

/// The analysis section of the side panel. `info` is the newest analysis of the
/// node shown, if any; `lines` how many lines are searched; `database` what
/// Mühle's endgame database says of the position (it takes the place of the
/// score and the lines where it answers).
pub fn analysis_ui<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    info: Option<&SearchInfo<P::Move>>,
    lines: usize,
    review: ReviewView,
    database: Option<&DatabaseView<P::Move>>,
    threat: Option<ThreatView<P::Move>>,
) -> Option<AnalysisRequest<P::Move>> {
    let mut request = None;
    let node = session.current;
    let database = database.filter(|_| session.current_outcome().is_none());
    // Where the database answers, its result and moves take the place of the
    // score and the lines, in the same room.
    let answers = database.is_some_and(DatabaseView::answers);
    if let Some(database) = database.filter(|_| !answers) {
        request = crate::tablebase::section::<P>(ui, database, 0.0).map(database_request);
    }
    let lines_room = lines as f32 * (LINE_ROW + ui.spacing().item_spacing.y);
    // The score and the search figures keep one height whether the search has
    // reported yet or not, so the lines and the graph below never move.
    let width = ui.available_width();
    // The database's list gets at least the room of four lines.
    let room = if answers {
        HEADER + lines_room.max(4.0 * (LINE_ROW + ui.spacing().item_spacing.y))
    } else {
        HEADER
    };
    ui.allocate_ui_with_layout(
        vec2(width, room),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(vec2(width, room));
            match database.filter(|_| answers) {
                Some(database) => {
                    request =
                        crate::tablebase::section::<P>(ui, database, room).map(database_request);
                }
                None => header(ui, session, info, review.hides_engine()),
            }
        },
    );
    // The choice of lines has its row to itself, so that all five fit in a
    // narrow panel in either language; the threat's switch ends it.
    ui.horizontal(|ui| {
        if let Some(count) = lines_choice(ui, lines) {
            request = Some(AnalysisRequest::SetLines(count));
        }
        if let Some(threat) = threat {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if let Some(on) = threat_switch(ui, session, threat.on) {
                    request = Some(AnalysisRequest::ShowThreat(on));
                }
            });
        }
    });
    if session.current_outcome().is_none() && !answers {
        if let Some(clicked) = line_rows(ui, session, info, lines) {
            request = Some(clicked);
        }
    } else if session.current_outcome().is_some() {
        // At the end of a game the lines' rows stay, empty, so the graph below
        // does not move up.
        ui.add_space(lines as f32 * (LINE_ROW + ui.spacing().item_spacing.y));
    }
    // While the threat is on, its row below the lines (empty at the end of a
    // game, as the lines' rows are).
    if let Some(threat) = threat.filter(|threat| threat.on) {
        if session.current_outcome().is_none() {
            threat_row(ui, session, threat.found);
        } else {
            ui.allocate_space(vec2(width, LINE_ROW));
        }
    }
    // In a game with marked moves (reviewed, or opened with marks), one row for a
    // marked move's better move, kept when the move shown has none. It is there
    // from a review's start, so that the review's end moves nothing below it.
    if has_marks(session) || review.running.is_some() {
        let better = better_move_of(session, node).unwrap_or_default();
        ui.add_sized(
            vec2(width, LINE_ROW),
            egui::Label::new(RichText::new(better).color(theme::TEXT_WEAK)).wrap(),
        );
    }
    eval_graph_and_review(ui, session, review).or(request)
}

/// The database section's request as the panel's: a move clicked is played as a
/// line's move is.
fn database_request<M>(request: DatabaseRequest<M>) -> AnalysisRequest<M> {
    match request {
        DatabaseRequest::Play(from, mv) => AnalysisRequest::PlayLine {
            from,
            moves: vec![mv],
        },
        DatabaseRequest::Pause(paused) => AnalysisRequest::PauseDatabase(paused),
        DatabaseRequest::OnBoard(shown) => AnalysisRequest::DatabaseOnBoard(shown),
    }
}

/// The evaluation graph and the review's progress or summary below it.
fn eval_graph_and_review<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    review: ReviewView,
) -> Option<AnalysisRequest<P::Move>> {
    let mut request = None;
    ui.add_space(6.0);
    let scale = win_chance::graph_scale(ui);
    // The scale's buttons in a strip of their own beside the graph: the curve
    // keeps its whole area, and the panel's column no row more.
    let clicked = ui
        .horizontal(|ui| {
            let strip = win_chance::SCALE_STRIP + ui.spacing().item_spacing.x;
            let width = (ui.available_width() - strip).max(0.0);
            let clicked = eval_graph(ui, session, scale, width, review.hides_engine());
            win_chance::graph_scale_choice(ui, P::KIND);
            clicked
        })
        .inner;
    if let Some(clicked) = clicked {
        request = Some(AnalysisRequest::Show(clicked));
    }
    ui.add_space(6.0);
    match crate::review::review_ui(ui, P::KIND, &review) {
        Some(ReviewRequest::Start) => request = Some(AnalysisRequest::StartReview),
        Some(ReviewRequest::Stop) => request = Some(AnalysisRequest::StopReview),
        Some(ReviewRequest::Learn(learn)) => request = Some(AnalysisRequest::Learn(learn)),
        Some(ReviewRequest::Next(side, verdict)) => {
            request = crate::review::next_marked(session, side, verdict).map(AnalysisRequest::Show);
        }
        None => {}
    }
    request
}

/// Height of the score and the search figures above the lines.
const HEADER: f32 = 46.0;

/// The result of a finished game in short, or the score in the game's words with
/// the search figures, or "Analysing…" until the first depth is done.
fn header<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    info: Option<&SearchInfo<P::Move>>,
    hidden: bool,
) {
    if hidden {
        ui.add(egui::Label::new(RichText::new(s::LEARN_HIDDEN).color(theme::TEXT_WEAK)).wrap());
    } else if let Some(outcome) = session.current_outcome() {
        // The result in short: the status card above says why.
        ui.label(
            RichText::new(s::result_headline(P::KIND, outcome.winner))
                .size(17.0)
                .strong(),
        );
    } else if let Some(info) = info {
        let side = session.current_position().side_to_move();
        // Line 1's score; the judgement in words stays the game's own.
        let score = shown_score(info);
        let chances = win_chance::first_player_chances(session.current_position(), score);
        let score = bernstein_engine::score::for_first_player(score, side);
        ui.horizontal(|ui| {
            let color = score_color::<P>(score);
            let text = score_text::<P>(score);
            // Large where it fits beside the spinner, smaller where a long
            // judgement ("Rot gewinnt mit dem nächsten Zug") would not; the winning
            // chance beside it keeps its room.
            let chance = text_width(ui, RichText::new(win_chance::chance_text(P::KIND, chances)));
            let room = ui.available_width()
                - chance
                - ui.spacing().interact_size.y
                - 2.0 * ui.spacing().item_spacing.x;
            let size = [20.0, 17.0, 14.5]
                .into_iter()
                .find(|&size| text_width(ui, RichText::new(&text).size(size).strong()) <= room)
                .unwrap_or(14.5);
            ui.allocate_ui_with_layout(
                vec2(room.max(0.0), 26.0),
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| {
                    ui.set_min_width(room.max(0.0));
                    ui.add(
                        egui::Label::new(RichText::new(&text).size(size).strong().color(color))
                            .truncate(),
                    )
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Label, true, s::ANALYSIS_SCORE_LABEL)
                    });
                },
            );
            win_chance::chance_label(ui, P::KIND, chances);
            ui.spinner();
        });
        ui.add(
            egui::Label::new(
                RichText::new(s::search_stats(
                    info.depth,
                    info.seldepth,
                    info.nodes,
                    info.nps,
                ))
                .small()
                .color(theme::TEXT_WEAK),
            )
            .wrap(),
        );
    } else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(RichText::new(s::ANALYSIS_STARTING).color(theme::TEXT_WEAK));
        });
    }
}

/// The score the analysis shows, from the side to move's view: line 1's, the
/// best move's (they are the same search), where the lines have come.
pub fn shown_score<M>(info: &SearchInfo<M>) -> i32 {
    info.lines.first().map_or(info.score, |line| line.score)
}

/// Whether any move of the game carries a review's mark (?!, ?, ??).
fn has_marks<P: BoardGame>(session: &Session<P>) -> bool {
    session.tree.preorder().into_iter().any(|id| {
        session
            .tree
            .annotation(id)
            .and_then(|annotation| annotation.judgement)
            .and_then(crate::review::judgement_color)
            .is_some()
    })
}

/// "Better: g7-f6" under a move the review marked.
fn better_move_of<P: BoardGame>(session: &Session<P>, node: NodeId) -> Option<String> {
    let annotation = session.tree.annotation(node)?;
    let judgement = annotation.judgement?;
    let better = annotation.better.as_deref()?;
    Some(s::better_move(
        &format!(
            "{}{}",
            session.tree.move_text(node).unwrap_or_default(),
            judgement.glyph()
        ),
        better,
    ))
}

/// The buttons 1 … 5 that choose how many lines are searched.
fn lines_choice(ui: &mut Ui, lines: usize) -> Option<usize> {
    let mut chosen = None;
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        ui.label(
            RichText::new(s::ANALYSIS_LINES)
                .small()
                .color(theme::TEXT_WEAK),
        );
        for count in 1..=MAX_LINES {
            let response = ui
                .selectable_label(lines == count, count.to_string())
                .on_hover_text(s::lines_tip(count));
            if response.clicked() && lines != count {
                chosen = Some(count);
            }
        }
    });
    chosen
}

/// The threat's switch, at the end of the lines' row; its new state when it
/// was clicked.
fn threat_switch<P: BoardGame>(ui: &mut Ui, session: &Session<P>, on: bool) -> Option<bool> {
    let opponent = s::side_name(P::KIND, session.current_position().side_to_move().other());
    let switch = ui
        .selectable_label(on, RichText::from(s::THREAT).small())
        .on_hover_text(s::tip_threat(&opponent));
    switch.clicked().then_some(!on)
}

/// What the opponent would play if it were to move now ("Blue threatens e4-f5
/// +1,2"), as lichess's "Show threat": a row below the lines while the threat
/// is switched on.
fn threat_row<P: BoardGame>(ui: &mut Ui, session: &Session<P>, found: Option<Threat<P::Move>>) {
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        vec2(width, LINE_ROW),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_size(vec2(width, LINE_ROW));
            let position = session.current_position();
            let opponent = s::side_name(P::KIND, position.side_to_move().other());
            match found {
                Some(Threat::Move { mv, score }) => {
                    let text = position
                        .passed()
                        .map(|passed| passed.move_to_text(mv))
                        .unwrap_or_default();
                    ui.label(RichText::new(s::threat_move(&opponent, &text)).color(theme::ERROR));
                    ui.label(
                        RichText::new(short_score::<P>(score))
                            .strong()
                            .color(score_color::<P>(score)),
                    );
                }
                Some(Threat::None) => {
                    ui.label(RichText::from(s::THREAT_NONE).color(theme::TEXT_WEAK));
                }
                // Its search runs.
                None => {
                    ui.label(RichText::new("…").color(theme::TEXT_WEAK));
                }
            }
        },
    );
}

/// One row per line, best first: its score, depth and moves. Each move can be
/// hovered (a small board shows the position after it) and clicked (the line up
/// to it is played into the tree). Rows keep a fixed height and are there before
/// the search fills them, so nothing below them moves.
fn line_rows<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    info: Option<&SearchInfo<P::Move>>,
    lines: usize,
) -> Option<AnalysisRequest<P::Move>> {
    let node = session.current;
    let position = session.current_position();
    let side = position.side_to_move();
    // While the pointer is over the rows they hold still, so the move clicked is
    // the move that was seen; elsewhere they follow the search.
    let rows = egui::Rect::from_min_size(
        ui.cursor().min,
        vec2(
            ui.available_width(),
            lines as f32 * (LINE_ROW + ui.spacing().item_spacing.y),
        ),
    );
    let frozen_id = ui.make_persistent_id("analysis lines held");
    let held: Option<HeldLines<P::Move>> = ui.data(|data| data.get_temp(frozen_id));
    let shown: Vec<PvLine<P::Move>> = match held {
        Some(held) if ui.rect_contains_pointer(rows) && held.node == node => held.lines,
        _ => {
            let lines = info.map_or_else(Vec::new, |info| info.lines.clone());
            let held = HeldLines {
                node,
                lines: lines.clone(),
            };
            ui.data_mut(|data| data.insert_temp(frozen_id, held));
            lines
        }
    };
    let mut request = None;
    for index in 0..lines {
        let width = ui.available_width();
        // The row's space is taken first and exactly: a long line is cut at the
        // panel's edge instead of widening the panel.
        let (rect, _) = ui.allocate_exact_size(vec2(width, LINE_ROW), Sense::hover());
        let mut row = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
        );
        row.set_clip_rect(rect.intersect(ui.clip_rect()));
        (|ui: &mut Ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            let Some(line) = shown.get(index) else {
                ui.label(RichText::new("…").small().color(theme::TEXT_WEAK));
                return;
            };
            let score = bernstein_engine::score::for_first_player(line.score, side);
            // A fixed column for the scores, wide enough for "Blau in 12".
            let score_width = text_width(ui, RichText::new(short_score::<P>(score)).strong());
            ui.add_sized(
                vec2(score_width.max(52.0), LINE_ROW),
                egui::Label::new(
                    RichText::new(short_score::<P>(score))
                        .strong()
                        .color(score_color::<P>(score)),
                ),
            );
            ui.label(
                RichText::new(s::depth_short(line.depth))
                    .small()
                    .color(theme::TEXT_WEAK),
            );
            let mut pos = position.clone();
            // A line longer than the row ends in "…" after the last move that fits
            // whole, rather than in a move cut at the panel's edge.
            let spacing = ui.spacing().item_spacing.x;
            let ellipsis = RichText::new("…").color(theme::TEXT_WEAK);
            let ellipsis_width = text_width(ui, ellipsis.clone()) + spacing;
            for (offset, &mv) in line.pv.iter().enumerate() {
                let (number, second) = session.numbering().at(session.ply(node) + offset);
                let number_text = if !second {
                    Some(format!("{number}."))
                } else if offset == 0 {
                    Some(format!("{number}…"))
                } else {
                    None
                };
                let text = pos.move_to_text(mv);
                let number_rich = number_text.map(|n| RichText::new(n).color(theme::TEXT_WEAK));
                let needed = number_rich
                    .clone()
                    .map_or(0.0, |n| text_width(ui, n) + spacing)
                    + text_width(ui, RichText::new(&text).monospace())
                    + if offset + 1 < line.pv.len() {
                        ellipsis_width
                    } else {
                        0.0
                    };
                if needed > ui.available_width() {
                    ui.label(ellipsis.clone());
                    break;
                }
                if let Some(number) = number_rich {
                    ui.label(number);
                }
                pos.play_unchecked(mv);
                // Numbered, so a move that comes twice in a line has two names.
                let dots = if second { "…" } else { "." };
                let label = s::line_move_label(index + 1, &format!("{number}{dots} {text}"));
                let response = ui
                    .add(egui::Label::new(RichText::new(&text).monospace()).sense(Sense::click()))
                    .on_hover_cursor(egui::CursorIcon::PointingHand);
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                let after = pos.clone();
                let response = response.on_hover_ui(|ui| preview(ui, &after, mv));
                if response.clicked() {
                    request = Some(AnalysisRequest::PlayLine {
                        from: node,
                        moves: line.pv[..=offset].to_vec(),
                    });
                }
            }
        })(&mut row);
    }
    request
}

/// The width of `text` on one line, as a label would draw it.
fn text_width(ui: &Ui, text: RichText) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// The lines shown in the last frame the pointer was not over them.
#[derive(Clone)]
struct HeldLines<M> {
    node: NodeId,
    lines: Vec<PvLine<M>>,
}

/// The position after a move of a line, on a small board.
fn preview<P: BoardGame>(ui: &mut Ui, position: &P, last: P::Move) {
    let size = vec2(220.0, 220.0);
    ui.allocate_ui(size, |ui| {
        ui.set_min_size(size);
        let view = crate::board::BoardView {
            flipped: false,
            interactive: false,
            last_move: Some(last),
            ..Default::default()
        };
        let mut state = crate::board::BoardState::default();
        P::board_ui(ui, position, &mut state, &view);
    });
}

/// The colour a score is written in: the side ahead's, or a neutral one for a
/// score shown as even ("0.0"), which favours nobody whatever its raw sign.
fn score_color<P: BoardGame>(score_for_first: i32) -> Color32 {
    match ScoreView::of(score_for_first) {
        ScoreView::Value(value) if (value.abs() as f64 / 10.0).round() == 0.0 => theme::TEXT,
        _ => {
            let ahead = if score_for_first >= 0 {
                Side::First
            } else {
                Side::Second
            };
            P::LOOK.score[ahead.index()]
        }
    }
}

/// A line's score in few characters: "+1,3", "−0,4", "Rot in 3".
pub fn short_score<P: BoardGame>(score_for_first: i32) -> String {
    let kind = P::KIND;
    match ScoreView::of(score_for_first) {
        ScoreView::Value(value) => s::short_score(value as f64 / 100.0),
        view @ ScoreView::Win { .. } => s::short_win(
            &s::side_name(kind, Side::First),
            view.own_moves_to_end().unwrap_or(0),
        ),
        view @ ScoreView::Loss { .. } => s::short_win(
            &s::side_name(kind, Side::Second),
            view.own_moves_to_end().unwrap_or(0),
        ),
        ScoreView::TablebaseWin { .. } => s::short_tablebase(&s::side_name(kind, Side::First)),
        ScoreView::TablebaseLoss { .. } => s::short_tablebase(&s::side_name(kind, Side::Second)),
    }
}

/// The graph of the evaluations along the line shown (the main line, or the
/// variation the node shown lies on): Red's (White's) advantage up, the second
/// player's down, in the game's units or as the winning chance (`scale`), the
/// review's ?!/?/?? as dots; click to jump to a move. Returns the move clicked.
/// While a learning task waits for the user's move (`hidden`), the curve and the
/// marks end before the position shown, as the score and the lines are hidden:
/// the swing of the mistake to find is not given away.
pub fn eval_graph<P: BoardGame>(
    ui: &mut Ui,
    session: &Session<P>,
    scale: GraphScale,
    width: f32,
    hidden: bool,
) -> Option<NodeId> {
    let line = session.line_through_current();
    let current = line.iter().position(|&id| id == session.current);
    let shown = if hidden {
        current.unwrap_or(0)
    } else {
        line.len()
    };
    // A fixed id, not the next automatic one: the lines above the graph come and go
    // as the analysis reports, and a click must reach the graph it was aimed at.
    // Lower in a low window, where the side panel's column has little room.
    let height = match ui.ctx().content_rect().height() {
        low if low < 800.0 => 56.0,
        middle if middle < 900.0 => 72.0,
        _ => 90.0,
    };
    let (_, rect) = ui.allocate_space(vec2(width, height));
    let response = ui.interact(
        rect,
        ui.make_persistent_id("evaluation graph"),
        Sense::click_and_drag(),
    );
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, s::EVAL_GRAPH_LABEL));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, theme::BACKGROUND);
    let mid = rect.center().y;
    painter.line_segment(
        [Pos2::new(rect.left(), mid), Pos2::new(rect.right(), mid)],
        Stroke::new(1.0, theme::BORDER),
    );
    let count = line.len().max(2);
    let x_of =
        |index: usize| rect.left() + 4.0 + (rect.width() - 8.0) * index as f32 / (count - 1) as f32;
    let y_of = |value: f32| mid - value * (rect.height() / 2.0 - 4.0);
    // Known evaluations, carried over gaps so the curve stays readable; the curve
    // ends at the last one (the rest of the line is still being evaluated).
    let known: Vec<Option<f32>> = line[..shown]
        .iter()
        .map(|&id| {
            let score = session.evals.get(&id)?;
            Some(scale.value(session.position(id), *score))
        })
        .collect();
    let drawn = known
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |last| last + 1);
    let mut points = Vec::with_capacity(drawn);
    let mut value = 0.0;
    for (index, known) in known[..drawn].iter().enumerate() {
        value = known.unwrap_or(value);
        points.push(Pos2::new(x_of(index), y_of(value)));
    }
    if !points.is_empty() {
        let first = P::LOOK.graph_fill(Side::First);
        let second = P::LOOK.graph_fill(Side::Second);
        painter.add(Shape::mesh(area_under(&points, mid, first, second)));
        painter.add(Shape::line(points, Stroke::new(1.5, theme::AMBER)));
    } else {
        let empty = if hidden {
            s::GRAPH_HIDDEN
        } else {
            s::EVAL_GRAPH_EMPTY
        };
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            empty,
            egui::FontId::proportional(12.0),
            theme::TEXT_WEAK,
        );
    }
    // The review's marks on the moves that earned them, in the colours of the
    // move list.
    for (index, &id) in line[..shown].iter().enumerate() {
        let judgement = session
            .tree
            .annotation(id)
            .and_then(|annotation| annotation.judgement);
        if let Some(color) = judgement.and_then(crate::review::judgement_color) {
            let value = session
                .evals
                .get(&id)
                .map_or(0.0, |&score| scale.value(session.position(id), score));
            painter.circle_filled(Pos2::new(x_of(index), y_of(value)), 3.5, color);
        }
    }
    if let Some(index) = current {
        let x = x_of(index);
        painter.line_segment(
            [Pos2::new(x, rect.top()), Pos2::new(x, rect.bottom())],
            Stroke::new(1.0, Color32::WHITE),
        );
    }
    if let Some(pointer) = response.hover_pos() {
        painter.line_segment(
            [
                Pos2::new(pointer.x, rect.top()),
                Pos2::new(pointer.x, rect.bottom()),
            ],
            Stroke::new(1.0, Color32::from_white_alpha(40)),
        );
    }
    if (response.clicked() || response.dragged())
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let fraction = ((pointer.x - rect.left() - 4.0) / (rect.width() - 8.0)).clamp(0.0, 1.0);
        let index = (fraction * (count - 1) as f32).round() as usize;
        return line.get(index.min(line.len() - 1)).copied();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::piranhas::Piranhas;

    #[test]
    fn an_even_score_is_neutral_whatever_its_sign() {
        assert_eq!(score_color::<Piranhas>(0), theme::TEXT);
        assert_eq!(score_color::<Piranhas>(-4), theme::TEXT);
        assert_eq!(score_color::<Piranhas>(4), theme::TEXT);
        assert_eq!(score_color::<Piranhas>(-30), Piranhas::LOOK.score[1]);
        assert_eq!(score_color::<Piranhas>(30), Piranhas::LOOK.score[0]);
    }
}
