//! Setting a test series up as a teacher would, in English and German, with no
//! command line and no file dialog (the path fields the dialogs have beside
//! their buttons): a bot added by its `.py`, its `.jar` or its folder, the
//! ways that cannot apply turned off with the reason on hover, the command line
//! shown and changed by hand, the check's plain words for a missing file, a bot
//! that crashes (with its last lines of output), a Python package it lacks and
//! a bot that never connects; a class's folder imported in one step, with what
//! was not found and why; a start refused, said in the language shown; and
//! pictures of the dialog at the four window sizes.
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::app::series::{BotEntry, CheckView, Page, SeriesChoices};
use bernstein::net::series::check::Checked;
use bernstein::net::series::launch;
use bernstein::rules::GameKind;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// Writes `text` to `dir/path` (its folders made), executable where asked.
fn write(dir: &Path, path: &str, text: &str, executable: bool) -> PathBuf {
    let path = dir.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    #[cfg(unix)]
    if executable {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let _ = executable;
    path
}

/// The misbehaving bot of the series tests, copied to `dir`.
fn fake_bot(dir: &Path) -> PathBuf {
    let bot = dir.join("fake").join("fake_bot.py");
    std::fs::create_dir_all(bot.parent().unwrap()).unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/bots/fake_bot.py"
        ),
        &bot,
    )
    .unwrap();
    bot
}

/// The app at `size` in `language`, with the series dialog open and the
/// interpreters found.
fn dialog(dir: &Path, size: [f32; 2], language: Language) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    support::show_game(&mut harness, GameKind::Piranhas2026, &[]);
    harness.state_mut().set_language(language);
    let ctx = harness.ctx.clone();
    harness.state_mut().show_series_dialog(&ctx);
    run_until(&mut harness, "the interpreters", |app| {
        !app.series().finding_runtimes()
    });
    // The dialog takes a few frames to settle where it is drawn.
    harness.run_steps(6);
    harness
}

/// Steps frames until `done` or the deadline (checks run on their threads).
fn run_until(harness: &mut Harness<'static, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "waited too long for {what}");
        harness.step();
        thread::sleep(Duration::from_millis(5));
    }
    harness.run_steps(3);
}

fn click(harness: &mut Harness<'static, App>, label: &str) {
    harness.get_by_label(label).click();
    harness.run_steps(3);
}

/// Types `text` into the field so named, as assistive technology sets it.
fn set_text(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(egui::Role::TextInput, label)
        .set_text_value_accesskit(text);
    harness.run_steps(3);
}

fn text_of(harness: &Harness<'static, App>, label: &str) -> String {
    harness
        .get_by_role_and_label(egui::Role::TextInput, label)
        .value()
        .unwrap_or_default()
}

/// Whether the radio button so named is on, and whether it can be chosen.
fn radio(harness: &Harness<'static, App>, label: &str) -> (bool, bool) {
    let node = harness.get_by_role_and_label(egui::Role::RadioButton, label);
    let node = node.accesskit_node();
    (
        node.toggled() == Some(egui::accesskit::Toggled::True),
        !node.is_disabled(),
    )
}

/// The text shown on hover over the widget so named.
fn hover_shows(harness: &mut Harness<'static, App>, label: &str, text: &str) -> bool {
    harness.get_by_label(label).hover();
    harness.run_steps(4);
    harness.query_by_label_contains(text).is_some()
}

/// The bot being edited.
fn edited(app: &App) -> bernstein::app::series::BotEntry {
    match &app.series().dialog.as_ref().unwrap().page {
        Page::Bot(editor) => editor.entry.clone(),
        page => panic!("not the bot page: {page:?}"),
    }
}

fn check_done(app: &App) -> bool {
    edited(app).check.is_some_and(|check| !check.running())
}

struct Words {
    add: &'static str,
    path: &'static str,
    command: &'static str,
    python: &'static str,
    java: &'static str,
    start_script: &'static str,
    ok: &'static str,
    check: &'static str,
    no_jar: &'static str,
    no_java: &'static str,
    missing: &'static str,
    crashed: &'static str,
    tail: &'static str,
    lacks: &'static str,
    never: &'static str,
    meet: &'static str,
    meet_why: &'static str,
    start: &'static str,
    no_bot: &'static str,
}

const ENGLISH: Words = Words {
    add: "+ Add a bot",
    path: "File or folder",
    command: "Command line",
    python: "Python (the official Python client)",
    java: "Java (the official Java client, .jar)",
    start_script: "Start script (start.sh)",
    ok: "OK",
    check: "Check",
    no_jar: "There is no .jar file here.",
    no_java: "No Java was found on this computer.",
    missing: "There is no file or folder at",
    crashed: "Crashed during the game (exit status 3).",
    tail: "Its last lines of output:",
    lacks: "Its Python lacks the package “socha”.",
    never: "Did not connect to Bernstein (within 10 s).",
    meet: "The bots against each other",
    meet_why: "Only with two or more bots.",
    start: "Start",
    no_bot: "Add a bot: its file, its folder, or the command line that starts it.",
};

const GERMAN: Words = Words {
    add: "+ Programm hinzufügen",
    path: "Datei oder Ordner",
    command: "Befehlszeile",
    python: "Python (offizieller Python-Client)",
    java: "Java (offizieller Java-Client, .jar)",
    start_script: "Startskript (start.sh)",
    ok: "Übernehmen",
    check: "Prüfen",
    no_jar: "Hier gibt es keine .jar-Datei.",
    no_java: "Auf diesem Rechner ist kein Java zu finden.",
    missing: "gibt es weder eine Datei noch einen Ordner",
    crashed: "Ist während der Partie abgestürzt (Status 3).",
    tail: "Die letzten Zeilen seiner Ausgabe:",
    lacks: "Seinem Python fehlt das Paket „socha“.",
    never: "Hat sich nicht mit Bernstein verbunden (innerhalb von 10 s).",
    meet: "Die Programme gegeneinander",
    meet_why: "Erst mit zwei oder mehr Programmen.",
    start: "Starten",
    no_bot: "Füge ein Programm hinzu: seine Datei, seinen Ordner oder die Befehlszeile, die es startet.",
};

fn words(language: Language) -> &'static Words {
    if language == Language::GERMAN {
        &GERMAN
    } else {
        &ENGLISH
    }
}

#[test]
fn a_bot_is_added_by_its_python_file_jar_or_folder_with_what_cannot_apply_turned_off() {
    for language in [Language::ENGLISH, Language::GERMAN] {
        let w = words(language);
        let dir = TempDir::new(&format!("series-add-{}", language.code()));
        let class = dir.join("class");
        let anna = write(&class, "anna/logic.py", "print('anna')\n", false);
        let jar = write(&class, "ben/player.jar", "", false);
        let script = write(&class, "dora/start.sh", "#!/bin/sh\n", false);
        write(&class, "dora/my_player/logic.py", "print('dora')\n", false);
        let mut harness = dialog(&dir, [1024.0, 700.0], language);
        // With no bot there is nothing to start, and the dialog says so; the
        // bots cannot meet each other.
        let start = harness.get_by_label(w.start).accesskit_node().is_disabled();
        assert!(start, "{}: Start without a bot", language.code());
        assert!(harness.query_by_label(w.no_bot).is_some());
        assert!(
            harness.get_by_label(w.meet).accesskit_node().is_disabled(),
            "one bot meets no other"
        );
        assert!(hover_shows(&mut harness, w.meet, w.meet_why));

        // A Python file: run by a Python, named after its folder.
        click(&mut harness, w.add);
        set_text(&mut harness, w.path, &anna.display().to_string());
        assert_eq!(radio(&harness, w.python), (true, true));
        assert!(!radio(&harness, w.java).1, "no .jar here");
        assert!(hover_shows(&mut harness, w.java, w.no_jar));
        let command = text_of(&harness, w.command);
        assert!(
            command.ends_with(&format!("-u {}", anna.display())),
            "{command}"
        );
        assert_eq!(edited(harness.state()).shown_name(), "anna");

        // A Java archive: run by Java where there is one, else turned off
        // with the reason.
        set_text(&mut harness, w.path, &jar.display().to_string());
        let java = launch::on_path("java").is_some() || std::env::var_os("JAVA_HOME").is_some();
        assert_eq!(radio(&harness, w.java), (java, java));
        if java {
            let command = text_of(&harness, w.command);
            assert!(command.contains("-jar -mx1500m"), "{command}");
        } else {
            assert!(hover_shows(&mut harness, w.java, w.no_java));
        }
        assert_eq!(edited(harness.state()).shown_name(), "ben");

        // A template's folder: its start script, or its Python file if chosen.
        set_text(
            &mut harness,
            w.path,
            &class.join("dora").display().to_string(),
        );
        assert_eq!(radio(&harness, w.start_script), (true, true));
        assert_eq!(
            text_of(&harness, w.command),
            format!("sh {}", script.display())
        );
        click(&mut harness, w.python);
        assert_eq!(radio(&harness, w.python), (true, true));
        let command = text_of(&harness, w.command);
        assert!(
            command.ends_with(&class.join("dora/my_player/logic.py").display().to_string()),
            "{command}"
        );
        // The working folder is the template's top, where its script runs.
        let plan = edited(harness.state()).spec().unwrap();
        assert_eq!(plan.dir.as_deref(), Some(class.join("dora").as_path()));
        // The name can be given; the bot joins the list.
        set_text(&mut harness, "Name", "Dora B.");
        click(&mut harness, w.ok);
        let choices = &harness.state().series().dialog.as_ref().unwrap().choices;
        assert_eq!(choices.bots.len(), 1);
        assert_eq!(choices.bots[0].shown_name(), "Dora B.");
        assert!(harness.query_by_label("Dora B.").is_some());
        assert!(!harness.get_by_label(w.start).accesskit_node().is_disabled());
    }
}

#[test]
fn the_check_says_in_plain_words_what_went_wrong() {
    for language in [Language::ENGLISH, Language::GERMAN] {
        let w = words(language);
        let dir = TempDir::new(&format!("series-check-{}", language.code()));
        let bot = fake_bot(&dir);
        let lacking = write(
            &dir,
            "lacking/logic.py",
            "import sys\nprint('starting', file=sys.stderr, flush=True)\nraise ModuleNotFoundError(\"No module named 'socha'\")\n",
            false,
        );
        let mut harness = dialog(&dir, [1366.0, 768.0], language);
        click(&mut harness, w.add);

        // Not there: said at once, and again by Check (no game is played).
        let missing = dir.join("nobody").join("logic.py");
        set_text(&mut harness, w.path, &missing.display().to_string());
        click(&mut harness, w.check);
        assert!(
            harness.query_all_by_label_contains(w.missing).count() >= 2,
            "{}: under the path and as the check's answer",
            language.code()
        );
        assert!(matches!(
            edited(harness.state()).check,
            Some(CheckView::NotRun(_))
        ));

        // A program that crashes at its first move: the words, and its last
        // lines of output. Its command line is changed by hand for that.
        set_text(&mut harness, w.path, &bot.display().to_string());
        let command = text_of(&harness, w.command);
        set_text(&mut harness, w.command, &format!("{command} crash"));
        click(&mut harness, w.check);
        run_until(&mut harness, "the crash's check", check_done);
        let check = edited(harness.state()).check;
        assert!(
            matches!(&check, Some(CheckView::Done(Checked::Fault { tail, .. }))
                if tail.iter().any(|line| line == "fake bot: crashing")),
            "{check:?}"
        );
        for text in [w.crashed, w.tail, "fake bot: crashing"] {
            assert!(harness.query_by_label(text).is_some(), "{text}");
        }

        // A Python package its program lacks is named.
        set_text(&mut harness, w.path, &lacking.display().to_string());
        click(&mut harness, w.check);
        run_until(&mut harness, "the missing package's check", check_done);
        assert!(
            harness.query_by_label(w.lacks).is_some(),
            "{}",
            language.code()
        );
        assert!(harness.query_by_label("starting").is_some(), "its output");

        // A bot that never connects: said after the connect time.
        set_text(&mut harness, w.path, &bot.display().to_string());
        let command = text_of(&harness, w.command);
        set_text(&mut harness, w.command, &format!("{command} sleep"));
        click(&mut harness, w.check);
        run_until(&mut harness, "the silent bot's check", check_done);
        assert!(
            harness.query_by_label(w.never).is_some(),
            "{}",
            language.code()
        );
        harness.get_by_label(w.ok).click();
        harness.run_steps(3);
        // The list shows the check's outcome by the bot.
        let mark = if language == Language::GERMAN {
            "✖ Fehler"
        } else {
            "✖ fault"
        };
        assert!(harness.query_by_label(mark).is_some());
    }
}

/// A class's folder: a Python bot, a template with its start script, a folder
/// with two Python files and no logic.py, and an empty one.
fn class_folder(class: &Path) {
    write(class, "anna/logic.py", "print('anna')\n", false);
    write(class, "dora/start.sh", "#!/bin/sh\n", true);
    write(class, "dora/my_player/logic.py", "print('dora')\n", false);
    write(class, "emil/a.py", "", false);
    write(class, "emil/b.py", "", false);
    std::fs::create_dir_all(class.join("fritz")).unwrap();
}

#[test]
fn a_class_s_folder_is_imported_in_one_step_with_what_was_not_found() {
    for language in [Language::ENGLISH, Language::GERMAN] {
        let german = language == Language::GERMAN;
        let dir = TempDir::new(&format!("series-class-{}", language.code()));
        let class = dir.join("class");
        class_folder(&class);
        let mut harness = dialog(&dir, [1024.0, 700.0], language);
        click(
            &mut harness,
            if german {
                "Klasse importieren …"
            } else {
                "Import a class…"
            },
        );
        let folder = if german {
            "Ordner der Klasse"
        } else {
            "Class folder"
        };
        // A folder that is not there is said so, and nothing is imported.
        set_text(
            &mut harness,
            folder,
            &dir.join("nobody").display().to_string(),
        );
        click(&mut harness, if german { "Importieren" } else { "Import" });
        assert!(
            harness
                .query_by_label_contains(if german {
                    "gibt es weder eine Datei noch einen Ordner"
                } else {
                    "There is no file or folder at"
                })
                .is_some()
        );
        set_text(&mut harness, folder, &class.display().to_string());
        click(&mut harness, if german { "Importieren" } else { "Import" });
        let choices = &harness.state().series().dialog.as_ref().unwrap().choices;
        let names: Vec<String> = choices.bots.iter().map(|bot| bot.shown_name()).collect();
        assert_eq!(names, ["anna", "dora"], "{}", language.code());
        let specs: Vec<_> = choices.bots.iter().map(|bot| bot.spec().unwrap()).collect();
        assert!(
            specs[0].command.ends_with("anna/logic.py"),
            "{:?}",
            specs[0]
        );
        assert_eq!(
            specs[1].command,
            class.join("dora/start.sh").display().to_string()
        );
        let expected = if german {
            [
                "2 Programme aus",
                "• emil: Hier sind 2 Python-Dateien und keine logic.py",
                "• fritz: In ",
            ]
        } else {
            [
                "2 bots imported from",
                "• emil: There are 2 Python files here and no logic.py",
                "• fritz: ",
            ]
        };
        for text in expected {
            assert!(harness.query_by_label_contains(text).is_some(), "{text}");
        }
        // The bots meet each other now, and the list can be checked at once.
        let meet = if german {
            "Die Programme gegeneinander"
        } else {
            "The bots against each other"
        };
        assert!(!harness.get_by_label(meet).accesskit_node().is_disabled());
        for name in ["anna", "dora"] {
            let edit = if german { "Bearbeiten" } else { "Edit" };
            assert!(
                harness
                    .query_by_label(&format!("{edit} · {name}"))
                    .is_some(),
                "{name}"
            );
        }
    }
}

/// Why a series cannot start stays in the dialog in the language shown, and
/// follows a change of language while the dialog is open.
#[test]
fn a_refused_start_says_why_in_the_language_shown() {
    let dir = TempDir::new("series-refused");
    let mut harness = dialog(&dir, [1024.0, 700.0], Language::ENGLISH);
    let choices = SeriesChoices {
        bots: vec![BotEntry::command("mine", "./bot 'open")],
        ..SeriesChoices::default()
    };
    let ctx = harness.ctx.clone();
    harness.state_mut().start_series(&ctx, choices);
    harness.run_steps(4);
    let english = "The command line of mine has a quote that is not closed.";
    let german = "In der Befehlszeile von mine ist ein Anführungszeichen nicht geschlossen.";
    assert!(harness.state().series().run.is_none(), "nothing started");
    assert!(harness.query_by_label(english).is_some(), "{english}");
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(4);
    assert!(harness.query_by_label(german).is_some(), "{german}");
    assert!(harness.query_by_label(english).is_none(), "English left");
}

/// The widgets so named lie inside the window and apart from each other.
fn assert_fits(harness: &Harness<'static, App>, labels: &[&str], screen: &str) {
    let window = harness.ctx.content_rect();
    let rects: Vec<egui::Rect> = labels
        .iter()
        .map(|label| harness.get_by_label(label).rect())
        .collect();
    for (label, rect) in labels.iter().zip(&rects) {
        assert!(
            window.contains_rect(rect.shrink(0.5)),
            "{screen}: {label} leaves the window: {rect:?} of {window:?}"
        );
    }
    for (i, a) in rects.iter().enumerate() {
        for (j, b) in rects.iter().enumerate().skip(i + 1) {
            assert!(
                !a.shrink(0.5).intersects(b.shrink(0.5)),
                "{screen}: {} overlaps {}",
                labels[i],
                labels[j]
            );
        }
    }
}

/// The folder the pictures' bots are in: a fixed path, so that the pictures
/// show the same paths on every machine.
fn picture_class() -> PathBuf {
    let class = std::env::temp_dir().join("bernstein-picture-class");
    class_folder(&class);
    class
}

#[test]
fn pictures_of_the_dialog_at_four_sizes_in_both_languages() {
    let class = picture_class();
    // One set of results, so that every picture is written (or compared)
    // before the test fails.
    let mut results = egui_kittest::SnapshotResults::default();
    for language in [Language::ENGLISH, Language::GERMAN] {
        let german = language == Language::GERMAN;
        for size in [
            [760.0, 540.0],
            [1024.0, 700.0],
            [1366.0, 768.0],
            [1920.0, 1080.0],
        ] {
            let dir = TempDir::new(&format!("series-picture-{}-{}", language.code(), size[0]));
            let mut harness = dialog(&dir, size, language);
            click(
                &mut harness,
                if german {
                    "Klasse importieren …"
                } else {
                    "Import a class…"
                },
            );
            let folder = if german {
                "Ordner der Klasse"
            } else {
                "Class folder"
            };
            set_text(&mut harness, folder, &class.display().to_string());
            click(&mut harness, if german { "Importieren" } else { "Import" });
            harness.run_steps(6);
            let name = format!(
                "series_dialog_{}_{}x{}",
                language.code(),
                size[0] as u32,
                size[1] as u32
            );
            let screen = format!("{} at {size:?}", language.code());
            let main = if german {
                [
                    "Starten",
                    "Abbrechen",
                    "+ Programm hinzufügen",
                    "Klasse importieren …",
                ]
            } else {
                ["Start", "Cancel", "+ Add a bot", "Import a class…"]
            };
            assert_fits(&harness, &main, &screen);
            harness.snapshot(&name);
            // The bot's page: its buttons stay in the window, the rest of the
            // page scrolls to them.
            let edit = if german {
                "Bearbeiten · dora"
            } else {
                "Edit · dora"
            };
            click(&mut harness, edit);
            harness.run_steps(6);
            let w = words(language);
            let back = if german { "Zurück" } else { "Back" };
            assert_fits(&harness, &[w.ok, back], &screen);
            let check = harness.get_by_label(w.check);
            check.scroll_to_me();
            harness.run_steps(4);
            assert_fits(&harness, &[w.check, w.ok, back], &screen);
            if size[0] == 1024.0 {
                harness.snapshot(format!("series_bot_{}_1024x700", language.code()));
            }
            results.extend_harness(&mut harness);
        }
    }
    results.unwrap();
}
