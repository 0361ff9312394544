//! A series' results as a teacher hands them out: the per-bot table and the
//! crosstable as CSV ([`csv`]: German spreadsheets read `;` with a decimal
//! comma, English ones `,` and `.`; UTF-8 with a byte order mark, so that
//! Excel reads names with umlauts), and a one-page HTML report ([`html`]:
//! ranking, crosstable, the bots' table, the faults with their games and logs,
//! and the score over time as an inline SVG plot), self-contained, to print or
//! send. The words come from the caller ([`Words`]), so the app writes them in
//! its language and the command line in English.

use std::fmt::Write;

use super::schedule::Participant;
use super::table::{EndCause, GameReport, ParticipantStats, Standings};
use bernstein_arena::score::{Elo, points, points_total};
use bernstein_engine::MatchScore;
use bernstein_rules::{GameKind, Side};

/// What a report shows: the series' game, its participants' names, the
/// standings and every game's report (in the order of their numbers).
#[derive(Clone, Copy)]
pub struct Tables<'a> {
    pub kind: GameKind,
    pub names: &'a [String],
    pub standings: &'a Standings,
    pub games: &'a [GameReport],
}

/// How numbers are written: `63.5` and `,` between CSV fields, or `63,5` and `;`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Locale {
    English,
    German,
}

impl std::str::FromStr for Locale {
    type Err = super::SeriesError;

    fn from_str(text: &str) -> Result<Locale, super::SeriesError> {
        match text {
            "en" => Ok(Locale::English),
            "de" => Ok(Locale::German),
            _ => Err(super::SeriesError::NotALocale {
                text: text.to_string(),
            }),
        }
    }
}

impl Locale {
    /// `value` with `digits` decimals in this locale.
    pub fn decimal(self, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        match self {
            Locale::English => text,
            Locale::German => text.replace('.', ","),
        }
    }

    fn separator(self) -> char {
        match self {
            Locale::English => ',',
            Locale::German => ';',
        }
    }

    fn points(self, value: f64) -> String {
        match self {
            Locale::English => points_total(value),
            Locale::German => points_total(value).replace('.', ","),
        }
    }
}

/// The words of the tables and the report.
#[derive(Clone, Debug)]
pub struct Words {
    pub title: String,
    pub bot: String,
    pub games: String,
    pub wins: String,
    pub draws: String,
    pub losses: String,
    pub score: String,
    pub points: String,
    pub elo: String,
    pub elo_error: String,
    pub too_few_games: String,
    pub average_time: String,
    pub slowest_time: String,
    pub soft_timeouts: String,
    pub hard_timeouts: String,
    pub violations: String,
    pub crashes: String,
    pub never_started: String,
    pub ranking: String,
    pub crosstable: String,
    /// Under the crosstable: how to read a cell.
    pub crosstable_note: String,
    pub bots: String,
    pub faults: String,
    pub no_faults: String,
    pub game: String,
    pub log: String,
    pub score_over_time: String,
    /// Under the plot: what its axes are.
    pub plot_note: String,
    /// A cause's words (`crashed` …).
    pub cause: fn(EndCause) -> String,
}

impl Words {
    /// The command line's words.
    pub fn english() -> Words {
        Words {
            title: "Test series".to_string(),
            bot: "bot".to_string(),
            games: "games".to_string(),
            wins: "W".to_string(),
            draws: "D".to_string(),
            losses: "L".to_string(),
            score: "score %".to_string(),
            points: "points".to_string(),
            elo: "Elo".to_string(),
            elo_error: "Elo ±".to_string(),
            too_few_games: "too few games".to_string(),
            average_time: "avg s/move".to_string(),
            slowest_time: "max s/move".to_string(),
            soft_timeouts: "soft timeouts".to_string(),
            hard_timeouts: "hard timeouts".to_string(),
            violations: "rule violations".to_string(),
            crashes: "crashes".to_string(),
            never_started: "never started".to_string(),
            ranking: "Ranking".to_string(),
            crosstable: "Crosstable".to_string(),
            crosstable_note:
                "The row's points against the column, of the games between them; — no game yet."
                    .to_string(),
            bots: "Bots".to_string(),
            faults: "Faults".to_string(),
            no_faults: "none".to_string(),
            game: "game".to_string(),
            log: "log".to_string(),
            score_over_time: "Score over time".to_string(),
            plot_note: "Each participant's score so far (in %) after each of the series' games."
                .to_string(),
            cause: |cause| cause.id().to_string(),
        }
    }
}

/// A crosstable's cell: the row's points of the games against the column
/// (`6.5/10`), `—` for a pairing without a game yet, `None` where the two do
/// not meet (or the row is the column).
fn cell(standings: &Standings, row: usize, column: usize, locale: Locale) -> Option<String> {
    if row == column {
        return None;
    }
    let (points, games) = standings.crosstable_cell(row, column)?;
    Some(if games == 0 {
        "—".to_string()
    } else {
        format!("{}/{games}", locale.points(points))
    })
}

/// A score's Elo in two cells (`+93`, `70`), or `—` and why.
fn elo_cells(score: &MatchScore, words: &Words) -> [String; 2] {
    match Elo::of(score) {
        Elo::TooFewGames => ["—".to_string(), words.too_few_games.clone()],
        elo => {
            let (elo, error) = elo.cells();
            [elo, error]
        }
    }
}

/// The bots' rows (engines have none: they are the yardstick).
fn bot_rows<'a>(tables: &'a Tables) -> impl Iterator<Item = (usize, &'a ParticipantStats)> {
    let standings = tables.standings;
    (0..standings.participants.len())
        .filter(|&index| standings.participants[index].is_bot())
        .map(|index| (index, &standings.stats[index]))
}

/// The per-bot table's header.
fn bot_header(words: &Words) -> Vec<String> {
    [
        &words.bot,
        &words.games,
        &words.wins,
        &words.draws,
        &words.losses,
        &words.points,
        &words.score,
        &words.elo,
        &words.elo_error,
        &words.average_time,
        &words.slowest_time,
        &words.soft_timeouts,
        &words.hard_timeouts,
        &words.violations,
        &words.crashes,
        &words.never_started,
    ]
    .map(String::clone)
    .to_vec()
}

/// A bot's row of the per-bot table, under [`bot_header`].
fn bot_row(name: &str, stats: &ParticipantStats, words: &Words, locale: Locale) -> Vec<String> {
    let score = &stats.score;
    let [elo, error] = elo_cells(score, words);
    vec![
        name.to_string(),
        score.games().to_string(),
        score.wins.to_string(),
        score.draws.to_string(),
        score.losses.to_string(),
        locale.points(points(score)),
        locale.decimal(100.0 * score.fraction(), 1),
        elo,
        error,
        locale.decimal(stats.times.average().as_secs_f64(), 3),
        locale.decimal(stats.times.slowest.as_secs_f64(), 3),
        stats.soft_timeouts.to_string(),
        stats.hard_timeouts.to_string(),
        stats.violations.to_string(),
        stats.crashes.to_string(),
        stats.never_started.to_string(),
    ]
}

/// The per-bot table, then a blank line, then the crosstable.
pub fn csv(tables: &Tables, words: &Words, locale: Locale) -> String {
    let separator = locale.separator();
    let line = |fields: Vec<String>| {
        let quoted: Vec<String> = fields
            .iter()
            .map(|field| csv_field(field, separator))
            .collect();
        format!("{}\r\n", quoted.join(&separator.to_string()))
    };
    let mut out = String::from("\u{feff}");
    out.push_str(&line(bot_header(words)));
    for (index, stats) in bot_rows(tables) {
        out.push_str(&line(bot_row(&tables.names[index], stats, words, locale)));
    }
    out.push_str("\r\n");
    let mut header = vec![words.crosstable.clone()];
    header.extend(tables.names.iter().cloned());
    out.push_str(&line(header));
    for (row, name) in tables.names.iter().enumerate() {
        let mut fields = vec![name.clone()];
        fields.extend(
            (0..tables.names.len())
                .map(|column| cell(tables.standings, row, column, locale).unwrap_or_default()),
        );
        out.push_str(&line(fields));
    }
    out
}

/// A CSV field, quoted where it holds the separator, a quote or a line end.
fn csv_field(field: &str, separator: char) -> String {
    if field.contains([separator, '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

/// Text for HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The plot's colours, one per participant in turn.
const COLOURS: [&str; 10] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    "#bcbd22", "#17becf",
];

/// The one-page report.
pub fn html(tables: &Tables, words: &Words, locale: Locale) -> String {
    let mut page = String::new();
    let title = format!("{} – {}", words.title, tables.kind.id());
    let _ = write!(
        page,
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{}</title>\n<style>{STYLE}</style></head><body>\n<h1>{}</h1>\n",
        escape(&title),
        escape(&title)
    );
    ranking_section(&mut page, tables, words, locale);
    crosstable_section(&mut page, tables, words, locale);
    bots_section(&mut page, tables, words, locale);
    faults_section(&mut page, tables, words);
    let _ = write!(
        page,
        "<h2>{}</h2>\n{}",
        escape(&words.score_over_time),
        plot(tables, &words.game)
    );
    let _ = write!(
        page,
        "<p class=\"note\">{}</p>\n</body></html>\n",
        escape(&words.plot_note)
    );
    page
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;color:#222}\
table{border-collapse:collapse;margin-bottom:1em}\
th,td{border:1px solid #bbb;padding:.25em .6em;text-align:right}\
th:first-child,td:first-child{text-align:left}\
td.self{background:#eee}.note{color:#555;font-size:.9em}\
@media print{body{margin:0}}";

fn ranking_section(page: &mut String, tables: &Tables, words: &Words, locale: Locale) {
    let standings = tables.standings;
    let _ = write!(
        page,
        "<h2>{}</h2>\n<table><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
        escape(&words.ranking),
        escape(&words.bot),
        escape(&words.points),
        escape(&words.games),
        escape(&words.score),
        escape(&words.elo),
    );
    for (place, &index) in standings.ranking().iter().enumerate() {
        let score = &standings.stats[index].score;
        let elo = match Elo::of(score) {
            Elo::TooFewGames => format!("— ({})", words.too_few_games),
            elo => elo.to_string(),
        };
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            place + 1,
            escape(&tables.names[index]),
            locale.points(points(score)),
            score.games(),
            locale.decimal(100.0 * score.fraction(), 1),
            escape(&elo),
        );
    }
    page.push_str("</table>\n");
}

fn crosstable_section(page: &mut String, tables: &Tables, words: &Words, locale: Locale) {
    let _ = write!(
        page,
        "<h2>{}</h2>\n<table><tr><th></th>",
        escape(&words.crosstable)
    );
    for name in tables.names {
        let _ = write!(page, "<th>{}</th>", escape(name));
    }
    page.push_str("</tr>\n");
    for (row, name) in tables.names.iter().enumerate() {
        let _ = write!(page, "<tr><td>{}</td>", escape(name));
        for column in 0..tables.names.len() {
            match cell(tables.standings, row, column, locale) {
                _ if row == column => page.push_str("<td class=\"self\"></td>"),
                Some(text) => {
                    let _ = write!(page, "<td>{}</td>", escape(&text));
                }
                None => page.push_str("<td></td>"),
            }
        }
        page.push_str("</tr>\n");
    }
    let _ = writeln!(
        page,
        "</table>\n<p class=\"note\">{}</p>",
        escape(&words.crosstable_note)
    );
}

fn bots_section(page: &mut String, tables: &Tables, words: &Words, locale: Locale) {
    let _ = write!(page, "<h2>{}</h2>\n<table><tr>", escape(&words.bots));
    for header in bot_header(words) {
        let _ = write!(page, "<th>{}</th>", escape(&header));
    }
    page.push_str("</tr>\n");
    for (index, stats) in bot_rows(tables) {
        page.push_str("<tr>");
        for cell in bot_row(&tables.names[index], stats, words, locale) {
            let _ = write!(page, "<td>{}</td>", escape(&cell));
        }
        page.push_str("</tr>\n");
    }
    page.push_str("</table>\n");
}

fn faults_section(page: &mut String, tables: &Tables, words: &Words) {
    let _ = writeln!(page, "<h2>{}</h2>", escape(&words.faults));
    let mut any = false;
    for report in tables.games {
        if report.cause == EndCause::REGULAR || report.cause == EndCause::Stopped {
            continue;
        }
        for side in Side::BOTH {
            if !report.offenders[side.index()] {
                continue;
            }
            if !any {
                page.push_str("<ul>\n");
                any = true;
            }
            let name = &tables.names[report.players[side.index()]];
            let mut text = format!(
                "{} {}: {} – {}",
                words.game,
                report.number,
                name,
                (words.cause)(report.cause)
            );
            if !report.detail.is_empty() {
                text.push_str(&format!(" ({})", report.detail));
            }
            let _ = write!(page, "<li>{}", escape(&text));
            if let Some(logs) = &report.logs[side.index()] {
                let _ = write!(
                    page,
                    " – {}: <code>{}</code>, <code>{}</code>",
                    escape(&words.log),
                    escape(&logs.out.display().to_string()),
                    escape(&logs.err.display().to_string())
                );
            }
            page.push_str("</li>\n");
        }
    }
    if any {
        page.push_str("</ul>\n");
    } else {
        let _ = writeln!(page, "<p>{}</p>", escape(&words.no_faults));
    }
}

/// The score over time: for each participant, its score so far (0 to 100 %)
/// after each game it played, over the series' game numbers; a legend of the
/// participants below (the engine's levels dashed).
fn plot(tables: &Tables, game_word: &str) -> String {
    let (width, height, margin) = (720.0, 300.0, 40.0);
    let count = tables.names.len();
    let full_height = height + 10.0 + 14.0 * count.div_ceil(4) as f64;
    let last = tables.games.iter().map(|r| r.number).max().unwrap_or(1);
    let span = f64::from(last.saturating_sub(1).max(1));
    let x =
        |number: u32| margin + (width - 2.0 * margin) * f64::from(number.saturating_sub(1)) / span;
    let y = |fraction: f64| height - margin - (height - 2.0 * margin) * fraction;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{full_height}\" viewBox=\"0 0 {width} {full_height}\" role=\"img\">\n\
         <rect x=\"{margin}\" y=\"{margin}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#999\"/>\n",
        width - 2.0 * margin,
        height - 2.0 * margin
    );
    for (fraction, label) in [(0.0, "0 %"), (0.5, "50 %"), (1.0, "100 %")] {
        let _ = writeln!(
            svg,
            "<line x1=\"{margin}\" x2=\"{}\" y1=\"{at:.1}\" y2=\"{at:.1}\" stroke=\"#ddd\"/><text x=\"4\" y=\"{:.1}\" font-size=\"11\">{label}</text>",
            width - margin,
            y(fraction) + 4.0,
            at = y(fraction),
        );
    }
    for (number, anchor) in [(1, "start"), (last, "end")] {
        let _ = writeln!(
            svg,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"{anchor}\">{} {number}</text>",
            x(number),
            height - margin + 16.0,
            escape(game_word),
        );
    }
    let mut scores = vec![MatchScore::default(); count];
    let mut lines: Vec<Vec<String>> = vec![Vec::new(); count];
    for report in tables.games.iter().filter(|report| report.scored) {
        for side in Side::BOTH {
            let index = report.players[side.index()];
            scores[index].add(report.points(side));
            let at = (x(report.number), y(scores[index].fraction()));
            lines[index].push(format!("{:.1},{:.1}", at.0, at.1));
        }
    }
    for (index, line) in lines.iter().enumerate() {
        let colour = COLOURS[index % COLOURS.len()];
        let dash = match tables.standings.participants[index] {
            Participant::Bot(_) => "",
            Participant::Engine(_) => " stroke-dasharray=\"4 3\"",
        };
        if !line.is_empty() {
            let _ = writeln!(
                svg,
                "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"{dash} points=\"{}\"/>",
                line.join(" ")
            );
        }
        let name = &tables.names[index];
        let shown: String = if name.chars().count() > 22 {
            name.chars().take(21).chain(['…']).collect()
        } else {
            name.clone()
        };
        let left = margin + (index % 4) as f64 * 160.0;
        let top = height + 10.0 + (index / 4) as f64 * 14.0;
        let _ = writeln!(
            svg,
            "<line x1=\"{left:.1}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{colour}\" stroke-width=\"2\"{dash}/><text x=\"{:.1}\" y=\"{top:.1}\" font-size=\"11\" fill=\"{colour}\"><title>{}</title>{}</text>",
            left + 16.0,
            top - 4.0,
            top - 4.0,
            left + 20.0,
            escape(name),
            escape(&shown)
        );
    }
    svg.push_str("</svg>\n");
    svg
}
