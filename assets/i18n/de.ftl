# Bernsteins Texte auf Deutsch.
#
# Zu jeder Nachricht in en.ftl steht hier die deutsche. Die Variablen ($side,
# $moves, …) setzt die App ein; Zahlen schreibt sie deutsch (1.234.567; 1,3).

## Sprachmenü

app-name = Bernstein
named-tip = { $name }: { $tip }
language-menu = Sprache / Language
tip-language = Die Sprache der App wählen

## Spiele, Seiten, Stufen

game-name-ostseeschach = Ostseeschach
game-name-ostseeschach-original = Ostsee-Schach (Originalregeln)
game-name-piranhas = Piranhas
game-name-piranhas-2026 = Piranhas 2026
game-name-muehle = Mühle
side-red = Rot
side-blue = Blau
side-white = Weiß
side-black = Schwarz
level-title = { $level ->
    [1] Anfänger
    [2] Neuling
    [3] Gelegenheitsspieler
    [4] Amateur
    [5] Fortgeschrittener
    [6] Vereinsspieler
    [7] Könner
    [8] Experte
    [9] Meister
   *[10] Maximum
}
level-name = Stufe { $level } · { $name }
level-label = Stufe für { $side }
player-choice-human = { $side }: Mensch
player-choice-computer = { $side }: Computer
computer-name = Computer · { $name }
bad-seed = „{ $text }“ ist kein Startwert: Gib eine ganze Zahl ein, etwa 4711.
game-description-ostseeschach = Software Challenge 2022: vier Meerestiere, Türme und Bernsteine, 30 Runden.
game-description-ostseeschach-original = Das Original-Brettspiel: neun Figuren, Stapel bis drei und Siegpunkte.
game-description-piranhas = Software Challenge 2019: Sammle deine Fische zu einem einzigen Schwarm.
game-description-piranhas-2026 = Software Challenge 2026: Fische in drei Größen, der schwerste Schwarm gewinnt.
game-description-muehle = Steine setzen, ziehen und springen, Mühlen schließen.

## Menüs, Werkzeugleiste, Dialoge, Seitenleiste

menu-game = Partie
menu-edit = Bearbeiten
new-game = Neue Partie
new-game-short = Neu
open = Öffnen
save = Speichern
save-as = Speichern unter …
import-pgn = Turnierprotokoll importieren (PGN) …
export-pgn = Turnierprotokoll exportieren (PGN) …
copy-position = Stellungstext kopieren
copy-game = Partietext kopieren (PGN)
paste = Stellung oder Partie einfügen
load-from-text = Aus Text laden …
load-from-text-short = Einfügen
edit-position-menu = Stellung bearbeiten …
edit-position = Stellung bearbeiten
edit-position-title = Stellung bearbeiten
tip-edit-position = Eine Stellung ausgehend von der gezeigten aufbauen und von ihr aus eine Partie beginnen (gleiche Regeln und Spieler)
take-back = Zurücknehmen
flip-board = Brett drehen
hint = Tipp
analysis = Analyse
rules = Regeln
tip-new-game = Eine neue Partie beginnen (Spiel, Optionen und Spieler wählen)
tip-open = Eine gespeicherte Partie (.ron), ein Turnierprotokoll (.pgn) oder eine Wettbewerbsaufzeichnung (.xml, .xml.gz) öffnen
tip-save = Diese Partie mit allen Varianten speichern (.ron)
tip-load-from-text = Einen Stellungstext oder ein Partieprotokoll (PGN) aus Text laden
tip-hint = Den besten Zug des Computers als violetten Pfeil auf dem Brett zeigen
tip-analysis = Den Computer die gezeigte Stellung analysieren lassen (Bewertung, beste Folge, Verlauf)
tip-rules = Die Regeln dieses Spiels
tip-take-back = Den letzten Zug zurücknehmen (Strg+Z); gegen den Computer deinen letzten Zug und seine Antwort
tip-flip = Das Brett umdrehen (F)
filter-all-games = Partien und Aufzeichnungen
filter-ron = Gespeicherte Bernstein-Partie
filter-pgn = Turnierprotokoll (PGN)
filter-replay = Aufzeichnung der Software Challenge
new-game-title = Neue Partie beginnen
new-game-choose = Spiel
new-game-options = Optionen
new-game-players = Spieler
option-flying = Springen: Wer nur noch drei Steine hat, darf auf jeden freien Punkt springen
option-mill-take = Aus Mühlen nehmen, wenn alle gegnerischen Steine in Mühlen stehen
option-first = Wer beginnt:
option-first-red = Rot
option-first-blue = Blau
option-setup = Startaufstellung:
option-setup-standard = Standard (je 9 Figuren)
option-setup-random-back-rank = Zufällige Grundreihe (Wettbewerb, 8 Figuren)
option-random-setup-note = Die Startaufstellung wird aus dem Startwert unten ausgelost: Gleicher Startwert, gleiche Aufstellung.
option-seed = Startwert:
option-seed-label = Startwert
new-seed = 🎲 Neuer Startwert
player-human = Mensch
player-computer = Computer
start-game = Partie beginnen
cancel = Abbrechen
moves = Züge
no-moves-yet = Noch keine Züge.
no-game = Keine Partie geöffnet.
nav-start = Ausgangsstellung
nav-back = Vorheriger Zug
nav-forward = Nächster Zug
nav-end = Letzter Zug
move-entry-label = Zugtext
play-move = Ziehen
thinking = denkt nach …
pause = ⏸ Anhalten
resume = ▶ Weiter
speed = Pause zwischen den Zügen
recorded-result = ERGEBNIS DER AUFZEICHNUNG
replay-results = Ergebnis: Regeln und Server
recorded-differs-goes-on = Sie weichen ab: Der Server hat die Partie in Runde { $round } beendet, wo sie nach Bernsteins Regeln weitergeht. Der Server spielte nach anderen Regeln als diesen (etwa ein Server aus der Zeit vor der Veröffentlichung der Saison).
recorded-differs-winner = Sie weichen ab: Nach Bernsteins Regeln geht die letzte Stellung anders aus als beim Server, der nach anderen Regeln spielte (etwa ein Server aus der Zeit vor der Veröffentlichung der Saison, noch ohne den endgültigen Gleichstandsentscheid).
replay-by-rules = ERGEBNIS NACH BERNSTEINS REGELN
replay-not-over = In der letzten Stellung der Aufzeichnung ist die Partie nach Bernsteins Regeln nicht zu Ende.
replay-piranhas-2019 = Replay der Software Challenge 2019 (Piranhas)
replay-piranhas-2026 = Replay der Software Challenge 2026 (Piranhas)
replay-ostseeschach-2022 = Replay der Software Challenge 2022 (Ostseeschach) im { $format }; Koordinaten { $coordinates }
replay-format-release = Format der Release-Version
replay-format-pre-release = Format der Vorabversion (Juni 2021)
replay-coordinates-release = x = Reihe − 1, y = Linie (wie in der Release-Version)
replay-coordinates-early = x = Linie, y = Reihe − 1 (wie in der frühen Vorabversion, Juni 2021)
nameless = Anonym
recorded-by-server = Wettbewerbsserver: { $result }
cause-left = hat das Spiel verlassen
cause-rule-violation = hat gegen eine Regel verstoßen
cause-soft-timeout = hat zu langsam geantwortet (weiche Zeitüberschreitung)
cause-hard-timeout = hat keinen Zug in der Zeit gesendet (harte Zeitüberschreitung)
cause-unknown = aus unbekanntem Grund beendet
server-reason-hard-timeout = Der Spieler hat innerhalb von { $seconds } Sekunden nach Aufforderung keinen Zug gesendet
server-reason-soft-timeout = Der Spieler hat für die Antwort auf die Zugaufforderung länger als { $seconds } Sekunden gebraucht
server-reason-round-limit = Das Rundenlimit wurde erreicht.
server-reason-swarm-united = Das Spiel ist beendet. Ein Spieler hat seinen Schwarm vereint.
server-reason-tie = Beide Spieler sind gleichauf
server-reason-bigger-swarm = { $name } hat den größeren zusammenhängenden Schwarm
server-reason-first-union = { $name } hat zuerst alle Fische einer Farbe vereinigt
server-words = „{ $text }“
score-part-win-points = Siegpunkte
score-part-ambers = Bernsteine
score-part-light-piece = Leichtfigur am weitesten vorn
score-part-largest-swarm = Größter Schwarm
score-part-heaviest-swarm = Schwerster Schwarm
score-value-win-points = { $count } { $count ->
    [one] Punkt
   *[other] Punkte
}
score-value-ambers = { $count } { $count ->
    [one] Bernstein
   *[other] Bernsteine
}
score-value-light-piece = { $count } { $count ->
    [one] Reihe
   *[other] Reihen
} von der Grundlinie
score-value-largest-swarm = { $count } { $count ->
    [one] Fisch
   *[other] Fische
}
score-value-heaviest-swarm = Gewicht { $count }
move-list = Zugliste
promote-variation = Variante hochstufen
tip-promote-variation = Diese Variante eine Stelle nach oben schieben; die erste Variante wird zur Hauptvariante
make-main-line = Zur Hauptvariante machen
tip-make-main-line = Die Züge bis zu diesem zur Hauptvariante machen; die bisherige Hauptvariante wird eine Variante
already-main-line = Dieser Zug gehört zur Hauptvariante.
add-comment = Kommentar hinzufügen …
edit-comment = Kommentar bearbeiten …
add-start-comment = Kommentar vor dem ersten Zug hinzufügen …
edit-start-comment = Kommentar vor dem ersten Zug bearbeiten …
tip-comment = Doppelklick bearbeitet den Kommentar
delete-from-here = Ab hier löschen
tip-delete-from-here = Diesen Zug und alle folgenden Züge samt ihren Varianten löschen
delete-after = Folgende Züge löschen
tip-delete-after = Alle Züge nach diesem samt ihren Varianten löschen; dieser Zug bleibt
no-moves-after = Auf diesen Zug folgen keine Züge.
comment-before-first = Kommentar vor dem ersten Zug
comment-explain = Strg+Enter übernimmt den Kommentar; ein leerer Text entfernt ihn.
comment-input-label = Kommentartext
comment-hint = Deine Notizen zur Stellung nach diesem Zug
comment-hint-start = Deine Notizen vor dem ersten Zug
comment-ok = OK
comment-remove = Kommentar entfernen
tip-comment-ok = Kommentar übernehmen (Strg+Enter)
analysis-starting = Analysiere …
analysis-score-label = Bewertung
eval-bar = Bewertungsbalken: { $chance }
eval-graph-label = Bewertungsverlauf
eval-graph-empty = Der Verlauf füllt sich, während der Computer die Züge bewertet.
nothing-to-save = Es gibt keine Partie zum Speichern.
paste-empty = Der Text ist leer: Füge einen Stellungstext oder ein Partieprotokoll ein.
pasted-text = eingefügter Text
copied-position = Stellungstext in die Zwischenablage kopiert.
copied-game = Partietext (PGN) in die Zwischenablage kopiert.
dismiss = Schließen
load-from-text-title = Stellung oder Partie laden
load-from-text-explain = Füge einen Stellungstext (wie ihn „Stellungstext kopieren“ liefert) oder ein Partieprotokoll im PGN-Format ein. Lässt sich der Text nicht lesen, bleibt die Partie auf dem Bildschirm.
text-input-label = Stellungs- oder Partietext
load = Laden
move-entry-hint = Zug eingeben, z. B. { $example }
move-label = Zug { $title }
comment-title = Kommentar nach { $move }
to-move = { $side } am Zug
wins = { $side } gewinnt
draw = Remis
outcome = { $result }: { $reason }
unfinished = nicht beendet
round-of = Runde { $round } von { $limit }
round = Runde { $round }
move-refused = Zug nicht möglich: { $why }
record-move-refused = Zug { $number } ({ $move }) nicht möglich: { $why }
record-move-refused-second = Zug { $number }… ({ $move }) nicht möglich: { $why }
seconds = { $value } s
open-recent = Zuletzt verwendet
no-recent = Noch keine Datei geöffnet oder gespeichert.
open-path = Aus Pfad öffnen …
save-path = Unter Pfad speichern …
path-title-open = Datei über ihren Pfad öffnen
path-title-save = Partie unter einem Pfad speichern
path-title-export = Turnierprotokoll unter einem Pfad exportieren
path-explain = Gib den vollständigen Pfad der Datei ein (der zuletzt benutzte Ordner ist eingetragen). Gespeicherte Partien enden auf .ron, Turnierprotokolle auf .pgn, Replays auf .xml oder .xml.gz.
path-label = Dateipfad
path-empty = Gib zuerst den Pfad einer Datei ein.
path-not-a-file = Unter { $path } gibt es keine Datei.
level-choice = { $name } – { $budget }
level-budget-depth = { $depth ->
    [one] einen Zug voraus
   *[other] { $depth } Züge voraus
}, höchstens { $nodes } Stellungen und { $seconds } s je Zug
level-budget-nodes = { $nodes } Stellungen, höchstens { $seconds } s je Zug
level-budget-time = bis zu { $seconds } s je Zug
resigned = { $side } hat aufgegeben
draw-agreed = Remis vereinbart
lost-on-time = { $side } hat die Zeit überschritten
new-game-clock = Bedenkzeit
clock-none = Ohne Uhr
clock-game = Minuten + Zuschlag
clock-per-move = Zeit pro Zug
clock-minutes = Minuten:
clock-minutes-label = Minuten pro Partie
clock-increment = Zuschlag (s):
clock-increment-label = Zuschlag pro Zug in Sekunden
clock-move-seconds = Sekunden pro Zug:
clock-move-seconds-label = Sekunden pro Zug
clock-per-move-note = Wie in der Software Challenge: Nicht genutzte Zeit eines Zuges verfällt.
clock-label = Uhr von { $side }: { $time }
clock-tenths = 0:0{ $value }
resign = Aufgeben
offer-draw = ½ Remis
tip-resign = Diese Partie aufgeben: die andere Seite gewinnt (so steht es in der Aufzeichnung; Zurücknehmen macht es rückgängig)
tip-draw = Remis anbieten: die andere Seite nimmt an oder lehnt ab (der Computer nach seiner Bewertung der Stellung); ein vereinbartes Remis beendet die Partie, Zurücknehmen macht es rückgängig
accept-draw = Remis annehmen
decline-draw = Ablehnen
tip-accept-draw = Die Partie als von beiden vereinbartes Remis beenden (Zurücknehmen macht es rückgängig)
draw-offered = Remis angeboten
draw-offer = { $side } bietet Remis an.
draw-declined = { $side } lehnt das Remis ab.
draw-declined-by-score = { $side } lehnt das Remis ab: sieht sich im Vorteil ({ $score }).
draw-accepted-by-score = { $side } nimmt das Remis an ({ $score }).
resign-question = Aufgeben?
resign-explain = { $side } gibt auf, und { $winner } gewinnt die Partie. Zurücknehmen macht es rückgängig.
keep-playing = Weiterspielen
bar-action = { $action } ({ $side })
swap-players = Seiten tauschen (jeder spielt die andere Farbe)
player-change = { $side } ab diesem Zug: { $player }
players-menu = Spieler für { $side }

## Willkommen beim ersten Start
welcome-title = Willkommen bei Bernstein
welcome-text = Fünf Brettspiele für zwei, gegen Computergegner jeder Stärke, mit einer Analyse, die dir den besseren Zug zeigt.
welcome-pick-game = Wähle ein Spiel und beginne eine Partie:
welcome-open = Partie öffnen …
welcome-bots-title = Für Bot-Autoren
welcome-bots = Lass deinen Software-Challenge-Bot eine Reihe von Partien gegen Bernsteins Stufen oder andere Bots spielen und sieh, wer stärker ist.

## Analyse

score-value-ostseeschach = { $sign }{ $value } { $value ->
    [one] Bernstein
   *[other] Bernsteine
} für { $side }
score-value-ostseeschach-original = { $sign }{ $value } { $value ->
    [one] Siegpunkt
   *[other] Siegpunkte
} für { $side }
score-value-piranhas = { $sign }{ $value } { $value ->
    [one] Fisch
   *[other] Fische
} für { $side }
score-value-piranhas-2026 = { $sign }{ $value } { $value ->
    [one] Fisch
   *[other] Fische
} für { $side }
score-value-muehle = { $sign }{ $value } { $value ->
    [one] Stein
   *[other] Steine
} für { $side }
wins-in = { $moves ->
    [one] { $side } gewinnt mit dem nächsten Zug
   *[other] { $side } gewinnt in { $moves } Zügen
}
speed-millions = { $value } Mio. Knoten/s
nodes-millions = { $value } Mio.
speed-thousands = { $value } Tsd. Knoten/s
search-stats = Tiefe { $depth }/{ $seldepth } · { $nodes } Knoten · { $speed }
analysis-lines = Varianten
analysis-threads = Kerne
threads-tip = Auf wie vielen Kernen die Analyse, der Tipp und die Computergegner gleichzeitig rechnen (dieser Rechner hat { $cores ->
    [one] einen Kern
   *[other] { $cores } Kerne
}); mehr Kerne rechnen in derselben Zeit tiefer
lines-tip = { $count ->
    [one] Die beste Variante zeigen
   *[other] Die { $count } besten Varianten zeigen
}
short-score = { $sign }{ $value }
short-win = { $side } in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
}
depth-short = T{ $depth }
line-move-label = Variante { $line }: { $move }
better-move = { $played } – besser war { $better }
review-game = Partie auswerten
tip-review-game = Der Computer bewertet jeden Zug der Hauptvariante: Ungenauigkeiten (?!), Fehler (?) und grobe Fehler (??), mit dem besseren Zug
review-stop = Abbrechen
win-chance = Erwartung { $side } { $percent } %
win-chance-tip = Punkterwartung von { $side }: Sieg plus halbe Remischance, nach dem Sieg-Remis-Niederlage-Modell des Spiels, angepasst an die Ergebnisse vieler Partien. Bewertung 0 heißt 50 %. { $side } gewinnt zu { $win } %, Remis { $draw } %, verliert zu { $loss } %.
graph-units-tip = Verlauf in den Einheiten des Spiels
graph-chance-tip = Verlauf als Punkterwartung für { $side } (Sieg plus halbe Remischance)
learn-start = Aus Fehlern lernen:
tip-learn-start = Die Fehler und groben Fehler von { $side } in dieser Partie einzeln durchgehen und jedes Mal einen besseren Zug suchen
learn-title = Aus Fehlern lernen · { $side }
learn-task = Fehler { $number } von { $total }: In der Partie geschah { $move }
learn-prompt = Finde einen besseren Zug für { $side }.
learn-game-move = { $move } ist der Zug aus der Partie. Versuch einen anderen.
learn-checking = Prüfe { $move } …
learn-best = { $move }: der beste Zug!
learn-good = { $move }: so gut wie der Zug des Computers.
learn-not-better = { $move } wäre { $verdict ->
    [inaccuracy] eine Ungenauigkeit (?!)
    [mistake] ein Fehler (?)
   *[blunder] ein grober Fehler (??)
}. Versuch es noch einmal.
learn-solution = Der Computer spielt { $move }.
learn-show-solution = Lösung zeigen
learn-skip = Überspringen
learn-next = Weiter
learn-back = Zurück zur Stellung
learn-stop = Lernen beenden
learn-hidden = Die Bewertung bleibt verborgen, bis du einen Zug gefunden hast.
learn-done = Geschafft: { $found } von { $total } besseren Zügen selbst gefunden.
review-progress = Stellung { $done } von { $total }
threat = Drohung
tip-threat = Was würde { $side } spielen, wenn { $side } jetzt am Zug wäre? Als roter Pfeil auf dem Brett, als würde die Seite am Zug einmal aussetzen (X)
threat-move = { $side } droht { $move }
threat-none = Keine Drohung: die Partie wäre zu Ende
review-side = { $side }:
review-count = { $side }: { $count } { $glyph }
review-accuracy = · Genauigkeit { $accuracy } %
tip-review-next = { $mark ->
    [inaccuracy] Zur nächsten Ungenauigkeit (?!)
    [mistake] Zum nächsten Fehler (?)
   *[blunder] Zum nächsten groben Fehler (??)
} von { $side }

## Warum eine Partie endete

recorded-cause = { $side }: { $cause }
recorded-cause-reason = { $side }: { $cause }, { $reason }
recorded-details = { $result } ({ $details })
end-reason-ambers = Bernsteine { $first } zu { $second }
end-reason-distance-tie-break = Bernsteine gleich; die { $place ->
    [1] vorderste
    [2] zweitvorderste
    [3] drittvorderste
   *[other] { $place }.-vorderste
} Leichtfigur von { $leader } steht weiter vorn ({ $ahead } { $ahead ->
    [one] Reihe
   *[other] Reihen
} gegen { $behind })
end-reason-distance-level = Bernsteine gleich, und die Leichtfiguren stehen gleich weit von ihren Startreihen entfernt
end-reason-both-swarms-connected = beide Schwärme verbunden, { $first } { $first ->
    [one] Fisch
   *[other] Fische
} zu { $second }
end-reason-swarm-connected = Schwarm verbunden, { $first } { $first ->
    [one] Fisch
   *[other] Fische
} zu { $second }
end-reason-round-limit = Rundenende, Schwärme { $first } { $first ->
    [one] Fisch
   *[other] Fische
} zu { $second }
end-reason-no-legal-move = kein Zug möglich
end-reason-heavier-swarm = schwererer Schwarm, { $first } zu { $second }
end-reason-first-union = zuerst einen Schwarm gebildet, je { $weight }
end-reason-equal-swarms = Schwärme gleich schwer, je { $weight }
end-reason-round-limit-weight = Rundenende, schwerste Schwärme { $first } zu { $second }
end-reason-fewer-than-three-stones = weniger als 3 Steine
end-reason-threefold-repetition = dreifache Stellungswiederholung
end-reason-fifty-moves = 50 Züge ohne geschlagenen Stein
end-reason-victory-points = Siegpunkte { $first } zu { $second }
end-reason-one-piece-left = nur noch eine Figur
end-reason-ply-limit = Zuggrenze erreicht (Entscheid)

## Dateien und Meldungen

saved-to = Gespeichert unter { $path }
file-has-no-game = { $path }: Die Datei enthält keine Partie.
autosave-unreadable = Die letzte Partie ließ sich nicht wiederherstellen: { $why }
autosave-failed = Die Partie ließ sich nicht automatisch speichern: { $why }
kept-as = { $why } (die Datei wurde als { $kept } aufbewahrt)
bad-game-text = Der Text ist kein lesbares Partieprotokoll: { $why }
position-refused = Das ist keine Stellung von { $game }: { $why }
bad-position-text = Der Text ist weder eine Stellung noch ein Partieprotokoll. Als Stellung von { $game }: { $why }
pick-game-title = { $name } enthält { $games } { $games ->
    [one] Partie
   *[other] Partien
}: Wähle eine aus
pick-game-of-files-title = { $files } Dateien enthalten { $games } Partien: Wähle eine aus
game-summary = { $index }. { $first } – { $second } · { $game } · { $moves } { $moves ->
    [one] Zug
   *[other] Züge
} · { $result }

## Bretter, Status, Stellungseditor

board-not-your-piece = Das ist keine Figur der Seite am Zug.
board-cannot-move-there = Dorthin kann diese Figur nicht ziehen.
board-no-move-for-piece = Diese Figur hat keinen möglichen Zug.
board-select-first = Klicke zuerst eine deiner Figuren an.
board-place-first = Setze zuerst deine Steine: Klicke einen freien Punkt an.
board-cannot-place-there = Dort kannst du keinen Stein setzen.
board-pick-removal = Mühle! Klicke einen hervorgehobenen Stein an, um ihn zu nehmen (Esc bricht ab).
board-not-removable = Dieser Stein darf nicht genommen werden: Wähle einen hervorgehobenen.
status-ambers = Bernsteine
status-victory-points = Siegpunkte
status-fish = Fische
status-largest-swarm = Größter Schwarm
status-heaviest-swarm = Schwerster Schwarm
status-first-swarm = Erster Schwarm
status-no-one-yet = noch keiner
status-in-hand = Steine in der Hand
status-on-board = Steine auf dem Brett
editor-pieces = Figuren
editor-erase = Leer
editor-clear = Brett leeren
editor-reset = Zurücksetzen
editor-side-to-move = Am Zug
editor-turn = Zug (gespielte Halbzüge)
editor-move-number = Zugnummer
editor-plies-since-removal = Halbzüge seit dem letzten Nehmen
editor-position-text = Stellungstext
editor-valid = Die Stellung ist gültig.
editor-apply = Diese Stellung verwenden
editor-cancel = Abbrechen
editor-help = Wähle eine Figur und klicke dann Felder an, um sie dorthin zu setzen; ein Klick auf ein Feld mit dieser Figur leert es. Ein Rechtsklick leert ein Feld.
editor-kraken = Krake
editor-fish = Fisch
editor-fish-small = kleiner Fisch
editor-fish-medium = mittlerer Fisch
editor-fish-large = großer Fisch
editor-first-swarm = Zuerst einen Schwarm gebildet
editor-stone = Stein
editor-scores-ambers = Bernsteine
editor-scores-vp = Siegpunkte
editor-in-hand = Steine in der Hand
editor-unreadable = Der Stellungstext ließ sich nicht lesen; das Brett bleibt unverändert.
animal-cockle = Herzmuschel
animal-seagull = Möwe
animal-starfish = Seestern
animal-seal = Robbe
board-hand = Steine in der Hand zum Setzen
editor-piece = { $piece } ({ $side })
editor-piece-tower = { $piece } ({ $side }), Zweierturm
side-value = { $label }: { $side }

## Das Regelfenster: ein Block je Zeile, „## “ eine Überschrift, „- “ ein Aufzählungspunkt

rules-title = Regeln: { $game }
rules-ostseeschach =
    Das Spiel der Software Challenge 2022. Rot spielt von Reihe 1 aufwärts, Blau von Reihe 8 abwärts. Rot beginnt.
    ## Brett und Figuren
    Das Brett hat 8 × 8 Felder, benannt wie beim Schach (Linien a–h, Reihen 1–8). Jeder Spieler hat je zwei von vier Meerestieren; die Buchstaben sind ihre Anfangsbuchstaben:
    - H – Herzmuschel: ein Feld schräg nach vorn.
    - M – Möwe: ein Feld gerade nach vorn, hinten, links oder rechts.
    - S – Seestern: ein Feld gerade nach vorn oder ein Feld in eine der vier schrägen Richtungen.
    - R – Robbe: springt wie der Springer im Schach (zwei Felder in eine Richtung und eins zur Seite, 8 Ziele), über alles hinweg.
    Vorn ist für Rot oben, für Blau unten. Herzmuschel, Möwe und Seestern sind Leichtfiguren, die Robbe nicht.
    ## Startaufstellung
    Die acht Figuren H, M, S, R, H, M, S, R werden gemischt auf Rots Reihe 1 gestellt (die Mischung ergibt sich aus dem Startwert der Partie). Blaus Aufstellung ist dieselbe, um 180° gedreht: Die Figur auf Rots Linie a steht bei Blau auf Linie h der Reihe 8, Linie b auf Linie g und so weiter.
    ## Ziehen
    Ein Zug bringt eine deiner Figuren (eine einzelne Figur oder einen Turm; ein Turm zieht wie seine oberste Figur) auf ein Feld des Bretts, auf dem keine eigene Figur steht. Nichts blockiert einen Zug.
    - Wer auf eine gegnerische Figur oder einen gegnerischen Turm zieht, schlägt ihn: Die eigene Figur kommt obenauf, und der ganze Turm gehört dir. Seine Höhe ist die Summe beider.
    - Du bekommst einen Bernstein, wenn der entstehende Turm 3 oder mehr Figuren hoch ist.
    - Du bekommst einen Bernstein, wenn eine Leichtfigur (obenauf) die gegnerische Grundlinie erreicht (Reihe 8 für Rot, Reihe 1 für Blau). Ein Zug kann zwei Bernsteine bringen.
    - Hat ein Zug einen Bernstein gebracht, verlässt der ganze Turm auf dem Zielfeld das Brett. Türme aus 3 Figuren bleiben also nie stehen; eine Robbe auf der gegnerischen Linie bringt nichts und bleibt stehen; die eigene Linie zu erreichen bringt nichts.
    ## Ende der Partie
    Das Ende wird nach jedem Zug von Blau geprüft (nach jeder vollen Runde). Die Partie endet, wenn ein Spieler 2 oder mehr Bernsteine hat, oder nach 30 Runden. Wer ziehen muss und keinen möglichen Zug hat, verliert sofort.
    Es gewinnt, wer mehr Bernsteine hat. Bei gleich vielen Bernsteinen listet jeder Spieler auf, wie weit seine Leichtfiguren (obenauf auf ihren Türmen) von der eigenen Grundlinie entfernt sind, die größte zuerst; die Listen werden Stelle für Stelle verglichen, und der erste größere Abstand gewinnt. Unterscheidet sich nichts, endet die Partie remis.
    Wertung im Wettbewerb: Ein Sieg zählt 2 Punkte, ein Remis 1, eine Niederlage 0.
rules-ostseeschach-original =
    Das Original-Brettspiel Ostsee-Schach von Holstein-Spiele, das die Software Challenge übernommen hat. Es spielen Rot und Blau; beide dürfen beginnen (eine Option der Partie, sonst Rot).
    ## Die Figuren
    Jeder Spieler hat 9 Scheiben: 2 Möwen, 2 Robben, 2 Herzmuscheln und 3 Seesterne. Sie ziehen wie im Wettbewerbsspiel; vorn heißt zum Gegner hin:
    - Herzmuschel: ein Feld schräg nach vorn.
    - Möwe: ein Feld gerade nach vorn, hinten, links oder rechts.
    - Seestern: ein Feld gerade nach vorn oder ein Feld in eine der vier schrägen Richtungen.
    - Robbe: springt wie der Springer im Schach, über alles hinweg, und darf wie jede Figur auf den Rand ziehen.
    ## Startaufstellung
    Das gedruckte Brettbild liegt nicht vor, daher verwendet Bernstein eine eigene, dokumentierte Aufstellung: Auf der eigenen ersten Reihe jedes Spielers stehen Robbe, Möwe, Herzmuschel, Seestern, Seestern, Herzmuschel, Möwe, Robbe (Linien a bis h), und die neunte Figur, ein Seestern, steht eine Reihe davor auf der d-Linie (d2 für Rot; Blaus Aufstellung ist um 180° gedreht, Blaus Seestern steht also auf e7). Der Dialog „Neue Partie“ bietet auch die zufällige Grundreihe des Wettbewerbs mit 8 Figuren an.
    ## Ziehen
    - Ziehe eine eigene einzelne Scheibe oder einen Stapel, dessen oberste Scheibe dir gehört. Ein Stapel zieht wie sein oberstes Tier und wird nie geteilt.
    - Wer auf eine gegnerische Figur zieht, setzt seine Figur obenauf: Der Stapel gehört nun ihm. Auf eine eigene Figur zu ziehen ist nicht erlaubt, und kein Stapel darf 4 oder mehr Scheiben hoch werden.
    - Du bekommst einen Siegpunkt, und die gezogene Figur wird vom Brett genommen, wenn ein Stapel aus genau 3 Scheiben entsteht oder wenn die gezogene Figur (jedes Tier, einzeln oder als Stapel) die gegnerische Grundlinie erreicht. Beides zugleich bringt nur einen Punkt.
    ## Ende der Partie
    Nach jedem Zug, in dieser Reihenfolge: Wer gezogen hat und 3 Siegpunkte hat, gewinnt; besitzt der Gegner nur noch eine Figur oder keine (eine einzelne Scheibe oder einen Stapel mit seiner Scheibe obenauf), gewinnt der Ziehende; besitzt der Ziehende nur noch eine Figur oder keine, verliert er. Wer ziehen muss und keinen möglichen Zug hat, verliert.
    Es gibt keine Rundenbegrenzung.
rules-piranhas =
    Das Spiel der Software Challenge 2019. Sammle alle deine Fische zu einem zusammenhängenden Schwarm. Rot beginnt.
    ## Das Brett
    10 × 10 Felder: Spalten A–J von links nach rechts, Zeilen 0–9 von unten nach oben (Felder wie A0 oder J9). Rots 16 Fische beginnen auf A1–A8 und J1–J8, Blaus auf B0–I0 und B9–I9. Zwei Krakenfelder stehen im inneren Bereich von 6 × 6 Feldern, ausgelost aus dem Startwert der Partie, sodass sie weder Zeile noch Spalte noch Diagonale teilen.
    ## Ziehen
    - Ziehe einen deiner Fische entlang einer Zeile, Spalte oder Diagonale, in eine der 8 Richtungen.
    - Er zieht genau so viele Felder weit, wie Fische auf dieser ganzen Linie stehen (beide Farben, der ziehende Fisch mitgezählt; Kraken zählen nicht).
    - Er darf über eigene Fische und über Kraken springen, aber nicht über gegnerische Fische. Er darf nicht auf einem eigenen Fisch oder einem Kraken landen und das Brett nicht verlassen.
    - Landet er auf einem gegnerischen Fisch, frisst er ihn.
    ## Ende der Partie
    Wer ziehen muss und keinen möglichen Zug hat, verliert sofort. Sonst wird das Ende nach jedem Zug von Blau geprüft, in dieser Reihenfolge:
    - Beide Schwärme sind verbunden: Der größere Schwarm (mehr Fische) gewinnt; gleich große Schwärme spielen remis.
    - Nur der Schwarm eines Spielers ist verbunden: Dieser Spieler gewinnt.
    - Nach 30 Runden: Der größere Schwarm gewinnt; gleich große Schwärme spielen remis.
    Ein Schwarm ist verbunden, wenn alle Fische eines Spielers eine Gruppe bilden, die sich auch schräg berührt. Die Größe eines Schwarms ist die Zahl der Fische in der größten Gruppe des Spielers. Ein Spieler ohne Fische gilt als verbunden.
    Wertung im Wettbewerb: Ein Sieg zählt 2 Punkte, ein Remis 1, eine Niederlage 0.
rules-piranhas-2026 =
    Das Spiel der Software Challenge 2026: Piranhas mit Fischen in drei Größen. Sammle alle deine Fische zu einem zusammenhängenden Schwarm; der schwerste Schwarm gewinnt. Rot beginnt.
    ## Das Brett
    10 × 10 Felder: Spalten A–J von links nach rechts, Zeilen 0–9 von unten nach oben (Felder wie A0 oder J9). Rots 16 Fische beginnen auf A1–A8 und J1–J8, Blaus auf B0–I0 und B9–I9, jeder klein (Gewicht 1), mittel (Gewicht 2) oder groß (Gewicht 3), ausgelost aus dem Startwert der Partie; die Aufstellung ist an der Diagonale A0–J9 gespiegelt, mit vertauschten Farben. Zwei Krakenfelder stehen im inneren Bereich von 6 × 6 Feldern und teilen weder Zeile noch Spalte noch Diagonale.
    ## Ziehen
    - Ziehe einen deiner Fische entlang einer Zeile, Spalte oder Diagonale, in eine der 8 Richtungen.
    - Er zieht genau so viele Felder weit, wie Fische auf dieser ganzen Linie stehen (beide Farben, jede Größe, der ziehende Fisch mitgezählt; Kraken zählen nicht).
    - Er darf über eigene Fische und über Kraken springen, aber nicht über gegnerische Fische. Er darf nicht auf einem eigenen Fisch oder einem Kraken landen und das Brett nicht verlassen.
    - Landet er auf einem gegnerischen Fisch, frisst er ihn, gleich welcher Größe.
    ## Schwärme
    Fische, die sich berühren, auch schräg, bilden einen Schwarm; sein Gewicht ist die Summe der Gewichte seiner Fische. Ein Spieler ist verbunden, wenn alle seine Fische einen Schwarm bilden; ein Spieler ohne Fische ist nicht verbunden. Nach jedem Zug werden, solange es noch keiner war, Rot und dann Blau geprüft: Wer zuerst verbunden ist, hat als Erster einen Schwarm gebildet, und das bleibt so.
    ## Ende der Partie
    - Nach jedem Zug von Blau (einer vollen Runde), wenn mindestens ein Spieler verbunden ist: Der schwerere schwerste Schwarm gewinnt, auch der des Spielers, der nicht verbunden ist; bei gleichem Gewicht gewinnt, wer zuerst einen Schwarm gebildet hat.
    - Nach jedem Zug, wenn der Spieler am Zug keinen möglichen Zug hat: Der andere Spieler gewinnt.
    - Nach 30 Runden: Der schwerere schwerste Schwarm gewinnt; bei gleichem Gewicht remis (so spielt es der Server des Wettbewerbs).
    Wertung im Wettbewerb: Ein Sieg zählt 2 Punkte, ein Remis 1, eine Niederlage 0; danach das Gewicht des schwersten eigenen Schwarms.
rules-muehle =
    Mühle. Weiß und Schwarz haben je 9 Steine. Weiß beginnt.
    ## Das Brett
    24 Punkte auf drei ineinanderliegenden Quadraten, in den Seitenmitten verbunden, benannt wie Schachfelder: a7 d7 g7 / b6 d6 f6 / c5 d5 e5 / a4 b4 c4 e4 f4 g4 / c3 d3 e3 / b2 d2 f2 / a1 d1 g1.
    ## Spielen
    - Setzen: Abwechselnd setzt jeder Spieler einen Stein auf einen freien Punkt, bis beide keine Steine mehr in der Hand haben. Erst mit leerer Hand ziehst du Steine.
    - Ziehen: Ziehe einen deiner Steine entlang einer Linie auf den nächsten Punkt, wenn er frei ist.
    - Springen: Mit genau 3 Steinen auf dem Brett und keinem in der Hand darf ein Stein auf jeden freien Punkt springen (eine Option der Partie, sonst eingeschaltet).
    - Mühlen: Drei eigene Steine auf einer Linie bilden eine Mühle. Wer eine Mühle schließt (oder zwei zugleich), nimmt genau einen gegnerischen Stein. Steine in einer Mühle dürfen nicht genommen werden. Stehen alle gegnerischen Steine in Mühlen, wird sonst nichts genommen; mit der Option „Aus Mühlen nehmen, wenn alle gegnerischen Steine in Mühlen stehen“ darf dann jeder Stein genommen werden.
    Ein Zug wird mit dem genommenen Stein geschrieben: d2 (setzen), f6-f4 (ziehen), f6-f4xd1 oder d2xg7 (mit genommenem Stein).
    ## Ende der Partie
    - Wer weniger als 3 Steine hat (in der Hand und auf dem Brett zusammen), verliert.
    - Wer ziehen muss und keinen möglichen Zug hat, verliert.
    - Die Partie endet remis, wenn dieselbe Stellung (Steine auf den Punkten, Steine in der Hand, Seite am Zug) zum dritten Mal entsteht oder wenn 50 Züge je Spieler (100 Züge insgesamt) vergehen, ohne dass ein Stein genommen wird.

## Warum die Regeln einen Stellungstext ablehnen

pos-field-count = { $game ->
    [piranhas] Erwartet werden { $expected } durch Leerzeichen getrennte Felder (Brett, Seite am Zug, Zugzahl), gefunden: { $found }
    [piranhas-2026] Erwartet werden { $expected } durch Leerzeichen getrennte Felder (Brett, Seite am Zug, Zugzahl, erster Schwarm), gefunden: { $found }
    [muehle] Erwartet werden { $expected } durch Leerzeichen getrennte Felder (Brett, Seite am Zug, Steine in der Hand weiß:schwarz, Halbzüge seit dem letzten genommenen Stein, Zugnummer), gefunden: { $found }
   *[other] Erwartet werden { $expected } Felder „<Brett> <Seite> <Zugzahl> <rot>:<blau>“, gefunden: { $found }
}
pos-row-count = { $game ->
    [piranhas] Das Brett hat { $found } Reihen, erwartet werden { $expected }, getrennt durch „/“
    [piranhas-2026] Das Brett hat { $found } Reihen, erwartet werden { $expected }, getrennt durch „/“
    [muehle] Das Brett hat { $found } Reihen, erwartet werden { $expected } (Reihen 7 bis 1, getrennt durch „/“)
   *[other] Das Brett hat { $found } Reihen, erwartet werden { $expected }
}
pos-row-length = { $game ->
    [muehle] Reihe { $row } hat { $found } Punkte, erwartet werden { $expected }
   *[other] Reihe { $row } hat { $found } Felder, erwartet werden { $expected }
}
pos-unknown-piece = { $game ->
    [piranhas] Unerwartetes „{ $found }“ auf { $file-upper }{ $row }: erlaubt sind R (roter Fisch), B (blauer Fisch), K (Krake) und . (leer)
    [piranhas-2026] Unerwartetes „{ $found }“ auf { $file-upper }{ $row }: erlaubt sind R1–R3 (roter Fisch), B1–B3 (blauer Fisch), K (Krake) und . (leer)
    [muehle] Reihe { $row }: „{ $found }“ auf { $file-lower }{ $row } ist weder W noch B noch .
   *[other] Reihe { $row }: „{ $found }“ ist keine Figur (H M S R: groß für Rot, klein für Blau) und kein „.“
}
pos-bad-side = { $game ->
    [piranhas] Die Seite am Zug muss „r“ oder „b“ sein, gefunden: „{ $found }“
    [piranhas-2026] Die Seite am Zug muss „r“ oder „b“ sein, gefunden: „{ $found }“
    [muehle] Seite am Zug „{ $found }“: erlaubt sind w und b
   *[other] Seite „{ $found }“ ist weder r (Rot) noch b (Blau)
}
pos-bad-turn = { $game ->
    [piranhas] Die Zugzahl muss eine ganze Zahl von 0 bis 60 sein, gefunden: „{ $found }“
    [piranhas-2026] Die Zugzahl muss eine ganze Zahl von 0 bis 60 sein, gefunden: „{ $found }“
   *[other] Zugzahl „{ $found }“ ist keine Anzahl von Halbzügen
}
pos-bad-score = { $game ->
    [ostseeschach-original] Siegpunkte von { $name }: „{ $found }“ ist keine kleine Zahl
   *[other] Bernsteine von { $name }: „{ $found }“ ist keine kleine Zahl
}
pos-bad-stones-in-hand = Steine in der Hand von { $name }: „{ $found }“ ist keine Zahl von 0 bis 9
pos-bad-plies-since-removal = Halbzüge seit dem letzten genommenen Stein: „{ $found }“ ist keine ganze Zahl
pos-bad-move-number = Die Zugnummer „{ $found }“ muss eine ganze Zahl ab 1 sein
pos-scores-not-paired = { $game ->
    [ostseeschach-original] Siegpunkte „{ $found }“ sind nicht als <rot>:<blau> geschrieben
   *[other] Bernsteine „{ $found }“ sind nicht als <rot>:<blau> geschrieben
}
pos-hand-not-paired = Steine in der Hand „{ $found }“ müssen als weiß:schwarz geschrieben werden, z. B. 9:9
pos-tower-mark-without-piece = Reihe { $row }: Das Turmzeichen „{ $mark }“ steht hinter keiner Figur
pos-tower-mark-one = Reihe { $row }: Turmzeichen „1“ hinter „{ $piece }“: Eine einzelne Figur bekommt kein Zeichen
pos-tower-mark-zero = Reihe { $row }: Turmzeichen „0“ hinter „{ $piece }“ ist keine Höhe
pos-tower-too-high = Reihe { $row }: ein Turm der Höhe { $height } hinter „{ $piece }“: Türme aus 3 oder mehr Figuren bleiben nie auf dem Brett
pos-too-many-animals = { $name } hat { $count } { $animal ->
    [cockle] Herzmuscheln
    [seagull] Möwen
    [starfish] Seesterne
   *[seal] Robben
} auf dem Brett, ein Spieler hat nur { $limit }
pos-too-many-pieces = { $name } hat { $count } Figuren auf dem Brett (mitgezählt die unter Türmen von { $other }), ein Spieler hat nur { $limit }
pos-scored-on-far-line = { $game ->
    [ostseeschach-original] { $square }: Eine Figur von { $name } ({ $animal }) auf der Grundlinie von { $other } hätte einen Siegpunkt erzielt und das Brett verlassen
   *[other] { $square }: Eine Figur von { $name } ({ $animal }) auf der Grundlinie von { $other } hätte einen Bernstein erzielt und das Brett verlassen
}
pos-turn-past-limit = Zugzahl { $turn } liegt hinter dem Rundenlimit: Die Partie endet bei Zugzahl { $limit }
pos-turn-parity = { $game ->
    [piranhas] Seite „{ $letter }“ passt nicht zur Zugzahl { $turn }: { $mover } zieht bei { $parity ->
        [even] gerader
       *[odd] ungerader
    } Zugzahl
    [piranhas-2026] Seite „{ $letter }“ passt nicht zur Zugzahl { $turn }: { $mover } zieht bei { $parity ->
        [even] gerader
       *[odd] ungerader
    } Zugzahl
   *[other] { $name } kann bei Zugzahl { $turn } nicht am Zug sein: { $first } zieht bei gerader Zugzahl, { $second } bei ungerader
}
pos-score-too-high = { $game ->
    [ostseeschach-original] { $name } hat { $score } Siegpunkte; die Partie endet bei { $limit }
   *[other] { $name } hat { $score } Bernsteine; vor dem Ende der Partie sind höchstens { $limit } zu gewinnen
}
pos-winner-to-move = { $game ->
    [ostseeschach-original] { $name } hat { $score } Siegpunkte, ist aber am Zug: Die Partie endete, als { $name } { $score } erreichte
   *[other] { $name } hat { $score } Bernsteine, ist aber am Zug: Die Partie wäre nach dem letzten Zug von { $name } zu Ende gewesen
}
pos-kraken-count = Auf dem Brett { $found ->
    [one] ist { $found } Krake
   *[other] sind { $found } Kraken
}, erwartet werden genau 2
pos-too-many-fish = Auf dem Brett sind { $count } { $side ->
    [red] rote
   *[blue] blaue
} Fische, erlaubt sind höchstens { $limit }
pos-kraken-twice = Die beiden Kraken können nicht beide auf { $square } stehen
pos-kraken-on-start-fish = Auf { $square } kann kein Krake stehen: Dort beginnt ein Fisch
pos-fish-weight = Auf den Fisch „{ $fish }“ auf { $square } folgt „{ $found }“: Sein Gewicht muss 1, 2 oder 3 sein
pos-fish-weight-missing = Der Fisch „{ $fish }“ auf { $square } hat kein Gewicht: Schreibe 1, 2 oder 3 dahinter
pos-bad-first-union = Wer zuerst einen Schwarm gebildet hat, muss „r“, „b“ oder „-“ sein, gefunden: „{ $found }“
pos-too-many-in-hand = { $name } hat { $count } Steine in der Hand, erlaubt sind höchstens { $limit }
pos-too-many-stones = { $name } hat { $on-board } Steine auf dem Brett und { $in-hand } in der Hand, zusammen { $total }; erlaubt sind höchstens { $limit }

## Warum die Regeln einen Zug ablehnen

move-error = { $move }: { $why }
move-not-a-move = { $game ->
    [piranhas] Erwartet wird ein Zug wie A4-C4, oder A2xC0 zum Schlagen
    [piranhas-2026] Erwartet wird ein Zug wie A4-C4, oder A2xC0 zum Schlagen
    [muehle] Kein Zug angegeben: Schreibe z. B. d2, f6-f4 oder f6-f4xd1
   *[other] Erwartet wird ein Zug wie b1-c2 (oder b1xc2 auf eine gegnerische Figur)
}
move-not-a-square = { $game ->
    [piranhas] „{ $found }“ ist kein Feld (erwartet werden eine Spalte A–J und eine Reihe 0–9, z. B. C4)
    [piranhas-2026] „{ $found }“ ist kein Feld (erwartet werden eine Spalte A–J und eine Reihe 0–9, z. B. C4)
    [muehle] „{ $found }“ ist kein Punkt: Linien a–g, Reihen 1–7, z. B. d2
   *[other] „{ $found }“ ist kein Feld (wie b1)
}
move-off-board = { $game ->
    [muehle] Der Punkt { $square } liegt nicht auf dem Brett
   *[other] Das Feld { $square } liegt außerhalb des Bretts
}
move-square-missing = Ein Feld fehlt
move-game-over = Die Partie ist zu Ende
move-not-legal-here = In dieser Stellung kein erlaubter Zug
move-no-piece-there = Auf { $square } steht keine Figur
move-not-your-piece = Auf { $square } steht eine { $side ->
    [red] rote
   *[blue] blaue
} Figur
move-cannot-move-there = { $tower ->
    [yes] Ein Turm mit { $animal ->
        [cockle] einer Herzmuschel
        [seagull] einer Möwe
        [starfish] einem Seestern
       *[seal] einer Robbe
    } obenauf kann nicht dorthin ziehen
   *[no] { $animal ->
        [cockle] Eine Herzmuschel
        [seagull] Eine Möwe
        [starfish] Ein Seestern
       *[seal] Eine Robbe
    } kann nicht dorthin ziehen
}
move-onto-own-piece = Auf { $square } steht eine { $side ->
    [red] rote
   *[blue] blaue
} Figur: Keine Figur darf auf eine eigene ziehen
move-nothing-to-take = { $to } ist leer, dort gibt es nichts zu schlagen (schreibe { $from }-{ $to })
move-stack-too-high = Der Stapel auf { $square } wäre { $height } hoch, erlaubt sind höchstens { $limit }
move-no-own-fish = Auf { $square } steht kein { $side ->
    [red] roter
   *[blue] blauer
} Fisch
move-no-distance = Ein Fisch muss mindestens ein Feld weit schwimmen
move-not-on-a-line = { $to } liegt auf keiner Reihe, Spalte oder Diagonale durch { $from }
move-wrong-distance = { $fish ->
    [one] Auf der Linie ist { $fish } Fisch, also schwimmt dieser Fisch { $fish } Feld weit
   *[other] Auf der Linie sind { $fish } Fische, also schwimmt dieser Fisch { $fish } Felder weit
}
move-swims-off-board = { $fish ->
    [one] Auf der Linie ist { $fish } Fisch, also würde dieser Fisch vom Brett schwimmen
   *[other] Auf der Linie sind { $fish } Fische, also würde dieser Fisch vom Brett schwimmen
}
move-jumps-over-opponent = Ein gegnerischer Fisch auf { $square } darf nicht übersprungen werden
move-lands-on-own-fish = Auf { $square } steht ein eigener Fisch: Dort kann er nicht landen
move-lands-on-kraken = Auf { $square } steht ein Krake: Dort kann kein Fisch landen
move-no-stones-in-hand = Du hast keine Steine mehr in der Hand: Ziehe einen Stein, z. B. f6-f4
move-stones-still-in-hand = Du hast noch Steine in der Hand: Setze einen
move-not-your-stone = Der Stein auf { $point } gehört nicht dir
move-no-stone-there = Auf { $point } steht kein Stein
move-point-not-empty = { $point } ist nicht frei
move-not-adjacent = { $to } liegt nicht neben { $from }
move-must-take = { $stone-move ->
    [placement] Dieses Setzen schließt eine Mühle: Gib den Stein an, der genommen wird ({ $written }x…)
   *[move] Dieser Zug schließt eine Mühle: Gib den Stein an, der genommen wird ({ $written }x…)
}
move-closes-no-mill = { $stone-move ->
    [placement] Dieses Setzen schließt keine Mühle, also darf kein Stein genommen werden
   *[move] Dieser Zug schließt keine Mühle, also darf kein Stein genommen werden
}
move-no-opponent-stone = Auf { $point } steht kein { $side ->
    [white] weißer
   *[black] schwarzer
} Stein
move-all-in-mills = Jeder { $side ->
    [white] weiße
   *[black] schwarze
} Stein steht in einer Mühle, also darf keiner genommen werden: Spiele { $written }
move-in-mill = { $point } steht in einer Mühle und darf nicht genommen werden

## Warum ein Partieprotokoll nicht gelesen oder gespeichert werden kann

record-error-in-file = { $file }: { $what }
record-io = Die Datei konnte nicht gelesen oder geschrieben werden ({ $detail })
record-not-a-record = Das ist kein Partieprotokoll ({ $detail })
record-damaged = Die Datei ist beschädigt ({ $detail })
record-newer-format = Mit einer neueren Version von Bernstein gespeichert (Format { $found }, diese Version liest bis Format { $supported })
record-unknown-game = Unbekanntes Spiel „{ $id }“ (bekannt: { $known })
record-bad-options = Die Regeloptionen lassen sich nicht lesen ({ $detail })
record-bad-position = Eine Stellung im Protokoll lässt sich nicht lesen: { $detail }
record-bad-move = Ein Zug im Protokoll lässt sich nicht spielen: { $detail }
record-wrong-result = Das eingetragene Ergebnis passt nicht zu den Zügen ({ $detail })
record-invalid = Das Protokoll passt nicht zu den Regeln oder zum Format ({ $detail })

## Ein Spiel für das Programm eines Schülers
menu-play-program = Gegen ein Programm spielen …
host-title = Gegen ein Programm spielen
host-explain = Bernstein richtet das Spiel aus wie der Server der Software-Challenge: Dein Programm verbindet sich über das Netzwerk damit, und das Spiel erscheint auf dem Brett mit Analyse und Zugliste.
host-season = Spiel
host-connection = Verbindung
host-port = Port
host-port-bad = Der Port muss eine Zahl von 1 bis 65535 sein.
host-port-taken = Port { $port } lässt sich nicht öffnen: Wahrscheinlich benutzt ihn ein anderes Programm. Wähle einen anderen Port oder beende jenes Programm.
host-failed = Der Server wurde beendet: { $error }
host-time-limits = Zeitlimits des Wettbewerbs (2 s je Zug, höchstens 10 s)
host-other-side = Wer gegen das Programm spielt
host-by-user = Du, mit der Maus
host-by-computer = Der Computer
host-level = Stufe des Computers
host-start = Starten
host-waiting = Warte auf ein Programm an Port { $port }
host-start-bot = Starte dein Programm mit diesen Angaben, zum Beispiel:
host-copy = Kopieren
host-copied = Befehl in die Zwischenablage kopiert.
host-program = Programm
host-stopped = Server beendet. Er hat deinem Programm gemeldet, dass { $winner } gewonnen hat, weil { $left } das Spiel verlassen hat (LEFT). Die Partie bleibt, wie sie stand, auf dem Brett.
host-program-gone = Das Programm, das { $side } gespielt hat, ist nicht mehr verbunden. Seine Züge machst jetzt du – oder du gehst die Partie nur durch.
host-live-title = Gegen ein Programm · Port { $port }
host-last-move = letzter Zug { $seconds } s
host-limit = Zeitlimit: { $soft } s je Zug, höchstens { $hard } s
host-no-limit = Kein Zeitlimit
host-stop = Server beenden
host-result = Ergebnis des Wettbewerbs
host-cause-regular = Das Spiel endete nach den Regeln.
host-cause-left = { $side } hat das Spiel verlassen.
host-cause-rule-violation = { $side } hat gegen die Regeln verstoßen: ein ungültiger Zug oder ein Zug, obwohl der Gegner dran war.
host-cause-soft-timeout = { $side } hat erst nach dem Zeitlimit von { $seconds } s geantwortet.
host-cause-hard-timeout = { $side } hat innerhalb von { $seconds } s keinen Zug gesendet.
host-cause-protocol-error = { $side } hat etwas gesendet, das nicht das XML des Protokolls ist.
host-not-now = Nicht während das Programm spielt: Die letzte Stellung des Spiels gehört dem Server.

## Die Endspieldatenbank der Mühle

tablebase-loading = Endspieldatenbank wird geladen …
tablebase-generating = Datenbank: Tabelle { $number } von { $count } · { $percent } %
tablebase-generating-left = Datenbank: Tabelle { $number } von { $count } · { $percent } % · { $left }
tablebase-tip = Jede Stellung mit bis zu 5 Steinen je Seite und keinem Stein mehr zum Setzen, auf diesem Rechner gelöst nach den Turnierregeln (50 Züge ohne Schlagen sind remis). Sie wird einmal je Regelvariante erzeugt und für den nächsten Start aufbewahrt.
tablebase-wins = Datenbank: { $side } gewinnt in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
}
tablebase-wins-take = Datenbank: { $side } gewinnt in { $moves } Zügen, nächstes Schlagen in { $take ->
    [one] 1 Zug
   *[other] { $take } Zügen
}
tablebase-draw = Datenbank: Remis
tablebase-rule-saves = Datenbank: Remis – { $winner } hätte gewonnen, aber die 50-Züge-Regel rettet { $loser }
tablebase-needs = der Gewinn braucht { $needs ->
    [one] 1 Zug
   *[other] { $needs } Züge
} bis zum Schlagen, es { $left ->
    [one] bleibt 1 Zug
   *[other] bleiben { $left } Züge
} je Seite
tablebase-score = { $side } gewinnt (Datenbank)
short-tablebase = { $side } DB
tablebase-moves = Alle Züge laut Datenbank
tablebase-move-win = Gewinn
tablebase-move-draw = Remis
tablebase-move-loss = Verlust
tablebase-move-rule = Remis (50-Züge-Regel)
tablebase-takes = schlägt
tablebase-plies = in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
}
tablebase-move-label = Datenbankzug { $move }
tablebase-failed = Die Endspieldatenbank konnte nicht erzeugt werden: { $why }

# Eine Tabelle der Endspieldatenbank, die da ist, aber nicht benutzt werden kann:
# als beschädigt genannt, mit Datei und Grund, und wie sie repariert wird.
tablebase-refused = Beschädigt: { $file }: { $why } — Bernstein erzeugt die Tabelle neu, wie es `bernstein tablebase muehle generate` tut.
tablebase-file-missing = fehlt
tablebase-file-not-a-table = keine Endspieltabelle von Bernstein
tablebase-file-foreign = eine Tabelle anderer Regeln oder Steinzahlen
tablebase-file-length = abgeschnitten oder zu lang
tablebase-file-slots = ihr Kopf zählt { $found } Stellungen, die Tabelle hat aber { $expected }
tablebase-file-damaged = die Prüfsumme stimmt nicht
tablebase-file-version = in einem anderen Format geschrieben (Version { $version })

# Test series
menu-test-series = Testreihe …
series-title = Testreihe
series-explain = Bernstein startet die Programme für jede Partie selbst, wie der Testclient des Wettbewerbs, und lässt sie gegen Bernstein auf den gewählten Stufen oder gegeneinander spielen. Von jeder Partie bleiben die Aufzeichnung, das Replay und die Protokolle.
series-bots = Programme
series-bot-name = Name
series-bot-command = Befehlszeile
series-add-bot = Programm hinzufügen
series-remove-bot = Entfernen
series-opponents = Gegner
series-bots-meet = Die Programme gegeneinander
series-levels = Bernstein auf den Stufen
series-fixed-time = Feste Zeit je Zug
series-fixed-time-hint = Jede gewählte Stufe denkt so lange je Zug statt in ihren eigenen Grenzen, wie dein Programm im Wettbewerb; die Stufen 1 bis 4 behalten ihre Tiefengrenze und ihre Zufallszüge.
series-movetime = Zeit je Zug in Millisekunden
series-games = Partien je Paarung
milliseconds = { $ms } ms
series-stop-early = Paarung beenden, sobald eine Seite klar besser ist
series-stop-early-tip = Nach mindestens { $games } Partien endet eine Paarung, sobald eine Seite mit einer Irrtumswahrscheinlichkeit unter { $percent } % besser ist, wie es der Testclient des Wettbewerbs kann.
series-parallel = Partien gleichzeitig
series-no-bot = Füge ein Programm hinzu: seine Datei, seinen Ordner oder die Befehlszeile, die es startet.
series-no-opponent = Wähle einen Gegner: eine Stufe von Bernstein oder ein zweites Programm.
series-bad-command = In der Befehlszeile von { $name } ist ein Anführungszeichen nicht geschlossen.
series-failed = Die Testreihe konnte nicht laufen: { $error }
series-progress = { $done } von { $total } Partien
series-running = Läuft
series-finished = Fertig
series-stopped = Abgebrochen
series-bot-failing = Abgebrochen: { $name } ließ sich in drei Partien nacheinander nicht starten oder hat sich nicht verbunden.
series-stop = Testreihe abbrechen
series-close = Testreihe schließen
series-show-board = Brett
series-show-table = Tabelle
series-folder = Dateien: { $path }
series-col-bot = Programm
series-col-games = Partien
series-col-wdl = S–R–N
series-col-score = Punkte
series-col-elo = Elo
series-col-time = Zeit je Zug
series-col-faults = Fehler
series-col-pairing = Paarung
series-col-result = Ergebnis
series-col-how = Wie sie endete
series-col-plies = Halbzüge
series-time = Ø { $average } s, max. { $max } s
series-fault-soft = { $count } × zu spät
series-fault-hard = { $count } × kein Zug
series-fault-violation = { $count } × Regelverstoß
series-fault-crash = { $count } × Absturz
series-fault-never-started = { $count } × nicht gestartet
series-no-faults = keine
series-open = Öffnen
series-watch = Zuschauen
series-log = Protokoll von { $name }
series-log-side = Protokoll · { $side }
series-live = läuft
series-decided = { $name } ist signifikant besser (p = { $percent } %): Die Paarung { $pairing } endete vorzeitig.
series-cause-left = { $name } hat das Spiel verlassen.
series-cause-rule-violation = { $name } hat gegen die Regeln verstoßen.
series-cause-soft-timeout = { $name } hat zu spät geantwortet.
series-cause-hard-timeout = { $name } hat keinen Zug gesendet.
series-cause-protocol-error = { $name } hat gegen das Protokoll verstoßen.
series-cause-crashed = { $name } ist abgestürzt.
series-cause-output-flood = { $name } hat zu viel ausgegeben.
series-cause-cannot-start = { $name } ließ sich nicht starten.
series-cause-never-connected = { $name } hat sich nicht verbunden.
series-cause-stopped = Mit der Testreihe abgebrochen.
series-card-title = Testreihe · { $game }
series-card-game = Partie { $number }: { $red } – { $blue }
series-log-title = { $name } in Partie { $number }
series-log-out = Standardausgabe
series-log-err = Fehlerausgabe
series-log-empty = (leer)
series-log-close = Protokoll schließen
series-not-now = Nicht während die Testreihe diese Partie spielt: Ihre Züge machen die Programme.
series-games-count = { $games }
series-score = { $value } %
series-engine = Bernstein · Stufe { $level }
series-engine-at = Bernstein · Stufe { $level } · { $ms } ms
series-import-class = Klasse importieren …
series-check-all = Alle prüfen
series-no-bots-yet = Noch kein Programm: Füge eines hinzu oder importiere die Programme einer Klasse.
series-edit-bot = Bearbeiten
series-check = Prüfen
series-check-cancel = Prüfung abbrechen
series-title-add-bot = Programm hinzufügen
series-title-edit-bot = Programm bearbeiten
series-title-class = Klasse importieren
series-bot-path = Datei oder Ordner
series-bot-path-hint = Eine .py- oder .jar-Datei, ein Programm oder ein Ordner mit start.sh
series-choose-file = Datei wählen …
series-choose-folder = Ordner wählen …
series-launch = So startet Bernstein es
series-launch-start-script = Startskript (start.sh)
series-launch-python = Python (offizieller Python-Client)
series-launch-java = Java (offizieller Java-Client, .jar)
series-launch-program = Programm
series-python = Python für die Programme
series-python-hint = leer: automatisch (ein Python mit socha)
series-python-used = Python: { $path }
series-choose-venv = Umgebung wählen …
series-searching-runtimes = Bernstein sucht Python und Java …
series-bot-dir = Arbeitsordner
series-command-reset = Aus der Datei
series-command-note = Bernstein hängt --reservation, --host und --port an die Befehlszeile an, wie es der Testclient des Wettbewerbs tut.
series-keep-bot = Übernehmen
series-back = Zurück
series-class-explain = Wähle den Ordner der Klasse: darin ein Ordner je Schülerin und Schüler. Bernstein findet das Programm in jedem nach denselben Regeln wie beim Hinzufügen eines Programms.
series-class-folder = Ordner der Klasse
series-import = Importieren
series-imported = { $count ->
    [one] Ein Programm
   *[other] { $count } Programme
} aus { $folder } übernommen.
series-not-imported = Ohne Programm:
series-no-file-dialog = Hier lässt sich kein Dateidialog öffnen: Trage den Pfad ins Feld ein.
series-bots-meet-one = Erst mit zwei oder mehr Programmen.
series-bot-not-ready = { $name }: { $why }
series-bot-searching = Bernstein sucht noch Python und Java; versuche es gleich noch einmal.
series-problem-missing = Unter { $path } gibt es weder eine Datei noch einen Ordner.
series-problem-nothing = In { $path } ist kein Programm: weder ein Startskript (start.sh) noch eine Python-Datei (logic.py) noch eine .jar-Datei.
series-problem-no-start-script = Hier gibt es kein Startskript (start.sh).
series-problem-no-python-file = Hier gibt es keine Python-Datei.
series-problem-several-python = Hier sind { $count } Python-Dateien und keine logic.py: Wähle die Datei, die das Programm startet.
series-problem-no-jar = Hier gibt es keine .jar-Datei.
series-problem-several-jars = Hier sind { $count } .jar-Dateien: Wähle eine davon.
series-problem-not-executable = { $path } ist kein Programm, das sich starten lässt (weder eine .py- noch eine .jar-Datei und nicht ausführbar).
series-problem-no-python = Auf diesem Rechner ist kein Python zu finden. Installiere Python 3 mit dem Paket socha oder wähle eine Python-Umgebung.
series-problem-no-socha = Dem gefundenen Python ({ $path }) fehlt das Paket socha: Das Programm läuft nur, wenn es socha nicht braucht. Wähle eine Python-Umgebung mit socha.
series-problem-no-java = Auf diesem Rechner ist kein Java zu finden. Installiere Java, um .jar-Dateien zu starten.
series-problem-chosen-python-missing = Die gewählte Python-Umgebung { $path } gibt es nicht.
series-check-waiting = Wartet auf die Prüfung eines anderen Programms …
series-check-running = Spielt eine Partie gegen Stufe 1 … ({ $plies } Halbzüge)
series-check-played = Spielt: eine ganze Partie gegen Stufe 1 ohne Fehler ({ $result }, { $plies } Halbzüge).
series-check-won = gewonnen
series-check-drawn = Remis
series-check-lost = verloren
series-check-cannot-start = Ließ sich nicht starten: { $why }
series-why-not-found = { $program } wurde nicht gefunden.
series-why-not-allowed = { $program } darf nicht ausgeführt werden (keine Berechtigung).
series-why-folder-missing = Der Arbeitsordner { $path } fehlt.
series-check-ended-early = Hat sich beendet, bevor es sich mit Bernstein verbunden hat ({ $exit }).
series-check-no-connect = Hat sich nicht mit Bernstein verbunden (innerhalb von { $seconds } s).
series-check-crashed = Ist während der Partie abgestürzt ({ $exit }).
series-check-left-early = Hat sich vor Beginn der Partie beendet ({ $exit }).
series-check-missing-module = Seinem Python fehlt das Paket „{ $module }“.
series-check-tail = Die letzten Zeilen seiner Ausgabe:
series-check-failed = Bernstein konnte die Prüfung nicht ausführen: { $error }
series-check-short-ok = geprüft
series-check-short-fault = Fehler
series-check-short-running = wird geprüft …
series-exit-status = Status { $code }
series-exit-signal = beendet durch Signal { $signal }
series-too-few-games = zu wenige Partien
series-no-game-yet = noch keine Partie
series-stop-question-title = Testreihe abbrechen?
series-stop-question = { $done ->
    [one] Eine Partie ist
   *[other] { $done } Partien sind
} fertig und bleiben mit ihren Aufzeichnungen erhalten; die laufenden Partien zählen nicht.
series-stop-yes = Ja, abbrechen
series-stop-no = Weiterlaufen lassen
series-export-csv = Tabellen als CSV …
series-export-html = Bericht (HTML) …
series-export-title = Speichern unter
series-cannot-write = { $path } lässt sich nicht schreiben: { $why }
series-io-denied = keine Berechtigung
series-io-no-folder = den Ordner gibt es nicht
series-io-is-folder = das ist ein Ordner
filter-csv = Tabelle (CSV)
filter-html = Webseite (HTML)
filter-results = Ergebnisse eines Teils einer Testreihe
menu-merge-parts = Teile zusammenführen …
series-merge-title = Teile einer Testreihe zusammenführen
series-merge-explain = Eine Testreihe in Teilen (bernstein test … --shard K/N --results DATEI) schreibt je Teil eine Ergebnisdatei. Gib die Dateien an, eine je Zeile: Bernstein zeigt die Tabellen der ganzen Testreihe und sagt, was fehlt oder doppelt ist.
series-merge-files = Ergebnisdateien
series-merge-choose = Dateien wählen …
series-merge = Zusammenführen
series-merging = Liest die Teile …
series-merge-no-files = Gib mindestens eine Ergebnisdatei an.
series-merge-failed = Die Teile ließen sich nicht zusammenführen: { $error }
series-merged-from = Zusammengeführt aus { $files }
series-merge-complete = Alle Teile und alle Partien sind da.
series-merge-part-twice = Teil { $part } von { $parts } ist doppelt angegeben: Der zweite bleibt außen vor.
series-merge-part-missing = Teil { $part } von { $parts } fehlt.
series-merge-games-twice = Doppelt angegebene Partien (einmal gezählt): { $games }
series-merge-games-missing = { $missing } von { $planned } Partien fehlen: { $games }
report-bot = Programm
report-games = Partien
report-wins = S
report-draws = R
report-losses = N
report-score = Punkte %
report-points = Punkte
report-elo = Elo
report-elo-error = Elo ±
report-average-time = Ø s/Zug
report-slowest-time = max. s/Zug
report-soft-timeouts = zu spät
report-hard-timeouts = kein Zug
report-violations = Regelverstöße
report-crashes = Abstürze
report-never-started = nicht gestartet
report-ranking = Rangliste
report-crosstable = Kreuztabelle
report-crosstable-note = Die Punkte der Zeile gegen die Spalte aus den Partien der beiden; — noch keine Partie.
report-bots = Programme
report-faults = Fehler
report-game = Partie
report-log = Protokoll
report-score-over-time = Punkte im Verlauf
report-plot-note = Der Punkteanteil jedes Teilnehmers (in %) nach jeder Partie der Testreihe.
report-cause-regular = nach den Regeln
report-cause-left = hat das Spiel verlassen
report-cause-rule-violation = hat gegen die Regeln verstoßen
report-cause-soft-timeout = hat zu spät geantwortet
report-cause-hard-timeout = hat keinen Zug gesendet
report-cause-protocol-error = hat gegen das Protokoll verstoßen
report-cause-crashed = ist abgestürzt
report-cause-output-flood = hat zu viel ausgegeben
report-cause-cannot-start = ließ sich nicht starten
report-cause-never-connected = hat sich nicht verbunden
report-cause-stopped = mit der Testreihe abgebrochen

# Player bars that give way in a narrow window
level-short = Stufe { $level }

# The clock's first move
clock-first-move-note = Wie auf lichess läuft die Uhr einer Seite erst nach ihrem ersten Zug: Der erste Zug jeder Seite kostet keine Zeit.

## Warum ein Server nicht starten konnte oder vorzeitig endete (die Fehler der
## Netzwerkschicht: die Kommandozeile zeigt das Englische, die App die Sprache
## des Nutzers)
serve-cannot-listen = { $reason ->
    [in-use] Auf { $address } lässt sich nicht lauschen: Die Adresse ist schon belegt.
    [not-allowed] Auf { $address } lässt sich nicht lauschen: Ports unter 1024 darf nur der Administrator öffnen.
    [not-here] Die Adresse { $address } gehört nicht zu diesem Rechner.
   *[other] Auf { $address } lässt sich nicht lauschen ({ $detail }).
}
serve-no-thread = Der Server lässt sich nicht starten: Das System hat keine Threads mehr frei ({ $detail }).
serve-listener-stopped = Der Server nimmt keine Verbindungen mehr an.


## The board on hover, the pictures, the endgame database on the board
piece-tip = { $piece } ({ $side })
piece-tip-tower = Turm aus { $height } Figuren, oben { $piece } ({ $side })
board-arrow-lines = Blaue Pfeile: die besten Züge der Analyse, der kräftigste ist der beste
board-arrow-hint = Violetter Pfeil: der Tipp, der beste Zug des Computers
board-arrow-threat = Roter Pfeil: die Drohung, der Zug des Gegners, wäre er am Zug
analysis-paused-for-series = Analyse pausiert, solange die Testserie läuft: die Bots spielen auf Zeit und brauchen die Prozessorkerne.
tablebase-pause = Erzeugung der Endspieldatenbank anhalten (der Rechenkern wird frei)
tablebase-resume = Erzeugung der Endspieldatenbank fortsetzen
tablebase-paused = angehalten
tablebase-time-left = noch etwa { $minutes } min
tablebase-table = Tabelle { $number } von { $count }: { $mover } gegen { $other } Steine (mit der Tabelle { $other } gegen { $mover })
verdict-win = Gewinn in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
} (Datenbank)
verdict-loss = Verlust in { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
} (Datenbank)
verdict-draw = Remis (Datenbank)
tablebase-on-board = Auf dem Brett
tablebase-on-board-tip = Auf dem Brett zeigen, wohin der gewählte Stein ziehen kann und was jeder Zug laut Datenbank bringt: grün Gewinn, grau Remis, rot Verlust, die Zahl sind die Züge bis zum Ende
picture-menu = Stellung als Bild …
picture-title = Stellung als Bild
picture-explain = Die gezeigte Stellung als Bild für Arbeitsblätter und Chats: PNG oder SVG, je nach Dateiendung.
picture-coordinates = Koordinaten am Rand
picture-marks = Pfeile und Markierungen wie auf dem Brett
picture-size = Größe
picture-browse = Durchsuchen …
picture-save = Bild speichern
picture-needs-ending = Der Dateiname muss auf .png oder .svg enden.
picture-file-name = stellung
picture-not-written = Das Bild konnte nicht nach { $path } geschrieben werden: { $why }
picture-failed = Das Bild konnte nicht erstellt werden: { $why }
# Why a picture could not be made, within picture-failed.
picture-size-impossible = ein Bild von { $width } × { $height } Pixeln ist zu klein oder zu groß
rules-pieces = Die Figuren und ihre Züge
moves-cockle = Herzmuschel: ein Feld schräg nach vorn
moves-seagull = Möwe: ein Feld gerade nach vorn, zurück oder zur Seite
moves-starfish = Seestern: ein Feld nach vorn oder schräg in jede Richtung
moves-seal = Robbe: zwei Felder in eine Richtung und eines zur Seite, wie der Springer im Schach

## Warum ein Spieler oder ein Match der Stufen auf Bernsteins Seite scheiterte
arena-engine-lost = Die Engine eines Spielers ging nach einer gescheiterten Suche verloren.
arena-search-failed = Die Suche ist gescheitert: { $detail }
arena-no-move = Die Engine fand keinen Zug, obwohl die Partie nicht vorbei ist: { $position }
arena-cannot-start = { $program } lässt sich nicht starten: { $detail }
arena-not-ready = { $program } hat nicht binnen { $ms } ms mit „readyok“ geantwortet.
arena-ended-before-ready = { $program } wurde beendet, bevor es bereit war.
arena-stopped-reading = { $program } liest keine Eingaben mehr: { $detail }
arena-needs-move-time = Ein Programm, das für jeden Zug neu gestartet wird, braucht eine Zeit pro Zug.
arena-level-forfeited = Eine Stufe hat eine Partie durch einen Fehler verloren ({ $fault }): { $detail }
arena-match-stopped = Das Match wurde angehalten.
arena-report-failed = Eine beendete Partie lässt sich nicht ausgeben: { $detail }

# Warum eine Testreihe nicht starten kann oder ihre Teile sich nicht lesen oder zusammenführen lassen
series-error-not-a-season = { $game } war nie ein Spiel der Software Challenge
series-error-no-bot = Eine Testreihe braucht mindestens ein Programm
series-error-no-games = Eine Testreihe braucht mindestens eine Partie je Paarung
series-error-parts-stop-early = Eine Testreihe in Teilen kann nicht vorzeitig enden: Die Teile legen ihre Partien allein aus den Angaben fest, nicht aus den Ergebnissen der anderen Teile
series-error-unclosed-quote = In der Befehlszeile von { $bot } ist ein Anführungszeichen nicht geschlossen
series-error-empty-command = Die Befehlszeile von { $bot } ist leer
series-error-no-opponent = Eine Testreihe braucht einen Gegner für ihr Programm: ein zweites Programm oder eine Stufe
series-error-too-many-games = { $pairings } Paarungen zu je { $games } Partien sind { $total } Partien, mehr als eine Testreihe zählen kann ({ $most })
series-error-no-thread = { $what ->
    [game] Der Thread einer Partie lässt sich nicht starten
   *[series] Die Testreihe lässt sich nicht starten
}: { $detail }
series-error-folder = { $what ->
    [logs] Die Protokolle der Programme lassen sich nicht
   *[replays] Die Aufzeichnungen lassen sich nicht
} in { $path } schreiben: { $detail }
series-error-is-a-folder = { $path } lässt sich nicht schreiben: Das ist ein Ordner
series-error-write = { $path } lässt sich nicht schreiben: { $detail }
series-error-read = { $path } lässt sich nicht lesen: { $detail }
series-error-not-results = { $path } ist keine Ergebnisdatei eines Teils einer Testreihe (sie beginnt mit „{ $format }“)
series-error-line = { $path }, Zeile { $line }: { $why }
series-line-expected = „{ $word } …“ erwartet
series-line-series = Die Testreihe: { $detail }
series-line-game-number = „{ $text }“ ist keine Partienummer
series-line-not-a-game = Keine Partie einer Ergebnisdatei
series-error-no-parts = Gib die Ergebnisdateien der Teile an
series-error-another-series = { $part } ist ein Teil einer anderen Testreihe als { $first } (Spiel, Programme, Stufen, Partien, Startwert, Zeitgrenzen oder Zahl der Teile weichen ab)
series-error-no-level = Es gibt keine Stufe { $number }
series-error-not-a-part = „{ $text }“ ist kein Teil wie 2/5 (der 2. von 5 Teilen)
series-error-part-range = „{ $text }“: Der Teil ist 1 bis { $parts }, von mindestens 1
series-error-not-a-locale = „{ $text }“ ist kein Gebietsschema: en (Komma und Punkt) oder de (Semikolon und Dezimalkomma)

# What a running test series could not write (it goes on without it)
series-error-replay = { $path } lässt sich nicht schreiben: { $detail } (die Aufzeichnung der { $game }. Partie fehlt)

# Dialogs and screens that fit every window
editor-unreadable-because = Der Stellungstext ließ sich nicht lesen: { $reason }. Das Brett bleibt unverändert.

# The screens' smaller points: the end of a Piranhas game, the review's second look,
# the graph during a learning task, a table file that cannot be read
tablebase-file-unreadable = lässt sich nicht lesen: { $detail }
graph-hidden = Verborgen, bis du einen Zug findest
status-no-one = keiner
review-checked-again = { $count ->
    [one] { $count } Stellung nochmals geprüft
   *[other] { $count } Stellungen nochmals geprüft
}
