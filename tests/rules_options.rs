//! The rule options as data: every game's options name their ids and values, read
//! and set them by id, and refuse ids and values they do not have.

use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach_original::{OstseeschachOriginal, Setup};
use bernstein::rules::{GameKind, OptionError, Position, RuleOptions, Side};
use bernstein::with_game;

#[test]
// Some games' options are `Copy`, others not; the same code runs for all four.
#[allow(clippy::clone_on_copy)]
fn every_value_of_every_option_round_trips_and_defaults_match_the_specs() {
    for kind in GameKind::ALL {
        with_game!(kind, P => {
            let defaults = <P as Position>::Options::default();
            for spec in <P as Position>::Options::specs() {
                assert_eq!(defaults.get(spec.id), Some(spec.default), "{kind} {}", spec.id);
                assert!(spec.values.contains(&spec.default), "{kind} {}", spec.id);
                for value in spec.values {
                    let mut options = defaults.clone();
                    options.set(spec.id, value).unwrap();
                    assert_eq!(options.get(spec.id), Some(*value), "{kind} {}", spec.id);
                    // The other options keep their values.
                    for other in <P as Position>::Options::specs() {
                        if other.id != spec.id {
                            assert_eq!(options.get(other.id), Some(other.default));
                        }
                    }
                }
            }
        });
    }
}

#[test]
fn the_games_have_the_documented_options() {
    let ids = |kind: GameKind| -> Vec<&'static str> {
        with_game!(kind, P => <P as Position>::Options::specs().iter().map(|s| s.id).collect())
    };
    assert_eq!(ids(GameKind::Muehle), ["flying", "mill-take"]);
    assert_eq!(ids(GameKind::OstseeschachOriginal), ["first", "setup"]);
    assert!(ids(GameKind::Ostseeschach).is_empty());
    assert!(ids(GameKind::Piranhas).is_empty());
}

#[test]
fn set_changes_the_typed_fields() {
    let mut muehle = <Muehle as Position>::Options::default();
    muehle.set("flying", "off").unwrap();
    muehle.set("mill-take", "on").unwrap();
    assert!(!muehle.flying && muehle.mill_take);

    let mut original = <OstseeschachOriginal as Position>::Options::default();
    original.set("first", "blue").unwrap();
    original.set("setup", "random-back-rank").unwrap();
    assert_eq!(original.first, Side::Second);
    assert_eq!(original.setup, Setup::RandomBackRank);
    let start = OstseeschachOriginal::start(&original, 3);
    assert_eq!(start.side_to_move(), Side::Second);
}

#[test]
fn unknown_ids_and_values_are_refused_and_change_nothing() {
    let mut options = <Muehle as Position>::Options::default();
    let before = options.clone();
    let error = options.set("flyng", "off").unwrap_err();
    assert!(matches!(&error, OptionError::UnknownId { id, .. } if id == "flyng"));
    assert_eq!(
        error.to_string(),
        "unknown rule option 'flyng' (this game has: flying, mill-take)"
    );
    let error = options.set("flying", "yes").unwrap_err();
    assert!(matches!(
        &error,
        OptionError::UnknownValue { id: "flying", value, .. } if value == "yes"
    ));
    assert_eq!(
        error.to_string(),
        "unknown value 'yes' for rule option 'flying' (expected: on, off)"
    );
    assert_eq!(options, before);
    assert_eq!(options.get("flyng"), None);

    let mut none = bernstein::rules::piranhas::Options::default();
    assert_eq!(
        none.set("flying", "off").unwrap_err().to_string(),
        "unknown rule option 'flying': this game has no rule options"
    );
}
