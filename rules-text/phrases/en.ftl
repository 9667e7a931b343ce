# English phrases of the rules text written from a card's effect (rules-text/).
# Variables: $form is "you" (the reader of the card), "they" or "it" (a pronoun for what the sentence
# already named) or "other"; $who, $what, $to, $by, $of are noun phrases; $n a number or, with
# $amount "other", words for a computed amount. Sentences get their capital and full stop from the code.

## Pronouns and plain values

pronoun-they = they
pronoun-it = it
# The relative pronoun that opens a clause about each of a list ("cards that ...", "players who ...").
pronoun-rel = { $kind ->
        [player] who
       *[other] that
    }
expr-text = “{ $text }”
expr-true = yes
expr-false = no
expr-none = none
expr-unknown = something
expr-counter = the count
expr-flag = this goes on
expr-shared = the shared count
expr-index = { $form ->
        [you] your
        [they] their
       *[other] { $of }'s
    } share of { $obj }
expr-not = not ({ $e })
expr-neg = minus { $e }
expr-filter = { $rel ->
        [yes] { $pile ->
            [yes] the cards in { $src }
           *[no] { $src }
        } { $cond }
       *[no] { $src } where { $cond }
    }
each-players = every player
each-others = every other player
each-of = each of { $src }

## Colours

colour-blue = blue
colour-red = red
colour-green = green
colour-yellow = yellow
colour-black = black

## Names an effect reads

global-me = you
global-players = all players
global-others = the other players
global-current = the player whose turn it is
global-draw-pile = the draw pile
global-discard-pile = the discard pile
global-event-pile = the event pile
global-power-pile = the power card pile
global-active-colour = the colour in force
global-active-number = the number in force
global-top-card = the top card of the discard pile
global-last-colour = the colour played or wished last
global-colours = the four colours
global-special-wish = a special card is wished
global-open-pile = nothing is in force on the discard pile
global-opening = this card opens the round
global-black-wished = black is wished
global-this-card = this card
global-played-card = the card played with it
global-played-this-turn = the cards played this turn
global-events-this-round = the events of this round
global-events-this-game = the events of this game
global-point-limit = the point limit
global-written-scores = scores are written down
global-events-per-black-card = the number of events a black card brings
global-attacks-secured = the attack is secured
global-card = the card
global-further = it is a further card of the turn
global-turn-skipped = the turn is skipped
global-goer = the player who went out
global-who = the player who played it
global-played = the card played
global-drawer = the player who drew
global-drawn = the cards drawn
global-turn-draw = it was the turn's own draw
global-holder = that player
global-holding = the number of cards they hold
global-dealer = the dealer
global-finisher = the player who emptied their hand
global-finishers = the players whose hand is empty
global-attacker = the attacker
global-emptied = the players who went out
global-triggerer = the player who triggered the event

## Properties ($of the owner, $form its form, $kind its type, $neg "yes" when negated)

prop-hand = { $form ->
        [rel] whose hand
        [rel-one] whose hand
        [you] your hand
        [they] their hand
       *[other] the hand of { $of }
    }
prop-powers = { $form ->
        [rel] whose power cards
        [rel-one] whose power cards
        [you] your power cards
        [they] their power cards
       *[other] the power cards of { $of }
    }
prop-left = { $form ->
        [you] the player on your left
        [they] the player on their left
       *[other] the player on the left of { $of }
    }
prop-right = { $form ->
        [you] the player on your right
        [they] the player on their right
       *[other] the player on the right of { $of }
    }
prop-next = { $form ->
        [you] the next player
       *[other] the player after { $of }
    }
prop-others = { $form ->
        [you] the other players
        [they] the players other than them
       *[other] the players other than { $of }
    }
prop-team = { $form ->
        [you] your team
        [they] their team
       *[other] the team of { $of }
    }
prop-partner = { $form ->
        [you] your partner
        [they] their partner
       *[other] the partner of { $of }
    }
prop-score = { $form ->
        [rel] whose score
        [rel-one] whose score
        [you] your score
        [they] their score
       *[other] the score of { $of }
    }
prop-round-score = { $form ->
        [you] your points this round
        [they] their points this round
       *[other] the points of { $of } this round
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] you have no skip waiting
            [they] they have no skip waiting
            [rel] who have no skip waiting
            [rel-one] who has no skip waiting
           *[other] { $of } has no skip waiting
        }
       *[no] { $form ->
            [you] you have a skip waiting
            [they] they have a skip waiting
            [rel] who have a skip waiting
            [rel-one] who has a skip waiting
           *[other] { $of } has a skip waiting
        }
    }
prop-playable = { $form ->
        [you] the cards you can play
        [they] the cards they can play
       *[other] the cards { $of } can play
    }
prop-free-plays = { $form ->
        [you] the cards you could play on anything
        [they] the cards they could play on anything
       *[other] the cards { $of } could play on anything
    }
prop-used = { $neg ->
        [yes] { $of } { $form ->
            [rel] are
           *[other] is
        } face down
       *[no] { $of } { $form ->
            [rel] are
           *[other] is
        } used
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } { $form ->
            [rel] were
           *[other] was
        } not used this turn
       *[no] { $of } { $form ->
            [rel] were
           *[other] was
        } used this turn
    }
prop-count = { $kind ->
        [pile] the number of cards in { $of }
       *[other] the number of { $of }
    }
prop-first = the first of { $of }
prop-last = the last of { $of }
prop-points = the points in { $of }
prop-colour = { $form ->
        [rel] whose colour
        [rel-one] whose colour
        [it] its colour
       *[other] the colour of { $of }
    }
prop-colours = { $form ->
        [rel] whose colours
        [rel-one] whose colours
        [it] its colours
       *[other] the colours of { $of }
    }
prop-number = { $form ->
        [rel] whose number
        [rel-one] whose number
        [it] its number
       *[other] the number of { $of }
    }
prop-id = { $form ->
        [rel] whose name
        [rel-one] whose name
        [it] its name
       *[other] the name of { $of }
    }
prop-class = { $form ->
        [rel] whose kind
        [rel-one] whose kind
        [it] its kind
       *[other] the kind of { $of }
    }
prop-symbol = { $form ->
        [rel] whose symbol
        [rel-one] whose symbol
        [it] its symbol
       *[other] the symbol of { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } may be handed over
       *[no] { $of } may not be handed over
    }
prop-owner = the player holding { $of }
prop-top = the top card of { $of }

cond-some = { $playable ->
        [yes] { $ownerForm ->
            [you] you can play a card
            [they] they can play a card
           *[other] { $owner } can play a card
        }
       *[no] { $kind ->
                [pile] { $of } holds a card
               *[other] there is at least one of { $of }
            }
    }
cond-empty = { $playable ->
        [yes] { $ownerForm ->
            [you] you cannot play any card
            [they] they cannot play any card
           *[other] { $owner } cannot play any card
        }
       *[no] { $kind ->
                [pile] { $of } holds no card
               *[other] there is none of { $of }
            }
    }

cond-special = { $form ->
        [it] it is a special card
        [rel] { $of } are special cards
       *[other] { $of } is a special card
    }
cond-numbered = { $form ->
        [it] it is a number card
        [rel] { $of } are number cards
       *[other] { $of } is a number card
    }

## Builtins ($a, $b, $c their arguments)

builtin-min = the smaller of { $a } and { $b }
builtin-max = the larger of { $a } and { $b }
builtin-highest = those of { $a } for whom { $b } is highest
builtin-lowest = those of { $a } for whom { $b } is lowest
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] the first { $everyone ->
            [yes] player
           *[no] of { $a }
        }
        [last] the last { $everyone ->
            [yes] player
           *[no] of { $a }
        }
       *[all] { $everyone ->
            [yes] the players
           *[no] those of { $a }
        }
    } with the most cards
superlative-fewest-cards = { $pick ->
        [first] the first { $everyone ->
            [yes] player
           *[no] of { $a }
        }
        [last] the last { $everyone ->
            [yes] player
           *[no] of { $a }
        }
       *[all] { $everyone ->
            [yes] the players
           *[no] those of { $a }
        }
    } with the fewest cards
builtin-nth-lowest = those of { $a } with the { $b }. lowest value of { $c }
builtin-sum = the sum over { $a } of { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] the top card
           *[other] the top { $b } cards
        } of { $a }
       *[no] as many cards from the top of { $a } as { $b }
    }
builtin-table = a note per player
builtin-table-pile = the pile on the table
builtin-following = the one after { $b } among { $a }
# An element picked at random ($aKind: hand, with its $owner and $ownerForm; pile; cards; players; colours; any other).
builtin-random = { $aKind ->
        [hand] a random card from { $ownerForm ->
            [you] your hand
            [they] their hand
           *[other] { $owner }'s hand
        }
        [pile] a random card from { $a }
        [cards] a card picked at random from { $a }
        [players] a player picked at random from { $a }
        [colours] a colour picked at random from { $a }
       *[other] one of { $a }, picked at random
    }
builtin-race = the quickest of { $a } to react
builtin-race-order = { $a } from the quickest to react to the slowest
builtin-join = { $a } and { $b }
builtin-without = { $a } except { $bForm ->
        [you] you
        [they] them
       *[other] { $b }
    }
builtin-find = every card named { $a }
builtin-identical = { $a } is identical to { $b }
builtin-sums-to = some of { $a } add up to { $b }

## Operators ($l and $r)

# Two hand sizes compared ($o: lt, le, gt, ge, eq, ne; $who holds, $than is compared with).
cmp-hand-sizes = { $form ->
        [you] you hold
        [they] they hold
        [rel] who hold
        [rel-one] who holds
       *[other] { $who } holds
    } { $o ->
        [lt] fewer cards than
        [le] at most as many cards as
        [gt] more cards than
        [ge] at least as many cards as
        [eq] as many cards as
       *[ne] a different number of cards from
    } { $thanForm ->
        [you] you
        [they] them
       *[other] { $than }
    }

op-plus = { $l } plus { $r }
op-minus = { $l } minus { $r }
op-times = { $l } times { $r }
op-divided = { $l } divided by { $r }
op-eq = { $l } is { $r }
op-ne = { $l } is not { $r }
op-lt = { $l } is less than { $r }
op-le = { $l } is at most { $r }
op-gt = { $l } is more than { $r }
op-ge = { $l } is at least { $r }
op-and = { $l } and { $r }
op-or = { $l } or { $r }
op-in = { $r } include { $l }

## Choices ($who chooses; $blind "yes" when the cards are not seen; $range exact, at-least, up-to or between)

choose-player = { $form ->
        [you] choose
       *[other] { $who } chooses
    } { $others ->
        [yes] another player
        [filter] another player { $rel ->
            [yes] {""}
           *[no] where{" "}
        }{ $cond }
       *[no] a player from { $from }
    }
choose-players = { $form ->
        [you] choose
       *[other] { $who } chooses
    } { $range ->
        [exact] { $n ->
            [one] one player
           *[other] { $n } players
        }
        [at-least] at least { $n } players
        [up-to] up to { $n ->
            [one] one player
           *[other] { $n } players
        }
       *[between] { $min } to { $max } players
    } from { $from }
choose-card = { $form ->
        [you] choose
       *[other] { $who } chooses
    } a card { $blind ->
        [yes] blind
       *[no] {""}
    } from { $from }
choose-cards = { $form ->
        [you] choose
       *[other] { $who } chooses
    } { $range ->
        [exact] { $amount ->
            [other] as many cards as { $n }
           *[exact] { $n ->
                [one] one card
               *[other] { $n } cards
            }
        }
        [at-least] at least { $n } cards
        [up-to] up to { $n ->
            [one] one card
           *[other] { $n } cards
        }
       *[between] { $min } to { $max } cards
    } { $blind ->
        [yes] blind
       *[no] {""}
    } from { $from }
choose-colour = { $form ->
        [you] choose
       *[other] { $who } chooses
    } a colour
choose-number = { $form ->
        [you] choose
       *[other] { $who } chooses
    } a number
choose-yes-no = { $form ->
        [you] decide
       *[other] { $who } decides
    } yes or no
choose-split = { $form ->
        [you] decide
       *[other] { $who } decides
    } how { $n } cards are shared among { $from }, at least one each
chosen-player = the chosen player
chosen-players = the chosen players
chosen-card = { $hasFrom ->
        [yes] the card chosen from { $from }
       *[no] the chosen card
    }
chosen-cards = { $hasFrom ->
        [yes] the cards chosen from { $from }
       *[no] the chosen cards
    }
# What the first half of a sentence chose, named again in its second half ("choose a card and play it").
again-card = it
again-cards = { $n ->
        [one] it
       *[other] them
    }
chosen-colour = the chosen colour
chosen-number = the chosen number
chosen-yes-no = the answer is yes
chosen-split = the split

## Actions ($who the subject; $what the object; $to, $with, $by their slots)

verb-draws = { $form ->
        [you] draw
       *[other] { $who } draws
    } { $amount ->
        [exact] { $n ->
            [one] one card
           *[other] { $n } cards
        }
       *[other] as many cards as { $n }
    }
verb-gives = { $form ->
        [you] give
       *[other] { $who } gives
    } { $what } to { $to }
verb-takes = { $form ->
        [you] take
       *[other] { $who } takes
    } { $what }
verb-discards = { $form ->
        [you] discard
       *[other] { $who } discards
    } { $what }
verb-reveals = { $form ->
        [you] show
       *[other] { $who } shows
    } { $what } to everyone
verb-plays = { $form ->
        [you] play
       *[other] { $who } plays
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] you lose your next turn
        [they] they lose their next turn
       *[other] { $what } loses their next turn
    }
verb-move = put { $what } { $place ->
        [under] under
       *[to] onto
    } { $pile }
verb-shuffle = shuffle { $what }
verb-deal = deal { $what } out one card at a time to { $to }
verb-swap = { $hands ->
        [yes] { $aForm ->
            [you] you
           *[other] { $a }
        } and { $b } swap hands
       *[no] swap { $what } with { $with }
    }
verb-end = { $word ->
        [round] the round ends
       *[turn] the turn ends
    }
verb-trigger = { $hasBy ->
        [yes] { $byForm ->
            [you] trigger
           *[other] { $by } triggers
        }
       *[no] trigger
    } an event
verb-turn-up = turn up { $what } as if { $hasBy ->
        [yes] { $by }
       *[no] you
    } had played it
verb-carry-out = { $whatForm ->
        [it] carry { $what } out
       *[other] carry out { $what }
    }
verb-redirect = the attack stops, and you carry it out yourself with new targets
verb-dodge = the attacker must pick someone other than you
verb-protect = { $whatForm ->
        [you] you take
       *[other] { $what } takes
    } no part in the event
verb-take-over = { $whatForm ->
        [you] you take
       *[other] { $what } takes
    } over the turn at once
verb-wish = wish { $what }
verb-wish-number = wish { $amount ->
        [exact] the number { $n }
       *[other] { $n }
    }
verb-reverse = the direction of play reverses
verb-cancel = every lasting effect an event started ends
verb-add = turn up one more rule card
verb-renew = the rule cards in force are replaced by as many new ones
verb-ready = turn { $what } face down again, ready to be used

## Statements

stmt-counter = start a count at { $start }
# A choice and the action that uses it, in one sentence.
stmt-and = { $first } and { $then }
stmt-flag-on = this goes on
stmt-flag-off = this stops
stmt-shared = keep a shared count, starting at { $start }, { $lasts }
stmt-if = if { $cond }: { $then }
stmt-unless = unless { $cond }: { $then }
stmt-otherwise = otherwise: { $otherwise }
stmt-while = as long as { $cond }: { $body }
stmt-times = { $amount ->
        [exact] { $n ->
            [one] once
           *[other] { $n } times
        }
       *[other] as many times as { $n }
    }: { $body }
stmt-when = { $until }, each time { $trigger }: { $body }
stmt-simultaneously = all at the same time: { $body }
stmt-forbid = { $until }, no card may be played where { $cond }
stmt-allow = { $until }, a card may also be played where { $cond }
stmt-show = { $form ->
        [you] you see
        [all] everyone sees
       *[other] { $to } sees
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] you score
        [they] they score
       *[other] { $who } scores
    } { $n } points more{ $round ->
        [yes] {" "}this round
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] you score
        [they] they score
       *[other] { $who } scores
    } { $n } points fewer{ $round ->
        [yes] {" "}this round
       *[no] {""}
    }
stmt-round-score = { $form ->
        [you] you score
        [they] they score
       *[other] { $who } scores
    } exactly { $n } points this round
stmt-set = { $target } becomes { $value }

## Wishes, windows, moments and durations

wish-colour = wish a colour
wish-colour-or-number = wish a colour or a number
wish-colour-or-special = wish a colour or a special card
window-targeted = when a special card picks you as its victim
window-hand-emptied = once someone has emptied their hand and the turn's effects are over
window-event-pending = when another player is about to turn up an event
trigger-turn-starts = a turn starts
trigger-turn-ends = a turn ends
trigger-goes-out = a player plays or hands over their last card
trigger-hand-empties = a player's hand becomes empty
trigger-plays = a card is played
trigger-play-ends = a card's play is over
trigger-draws = a player draws cards
trigger-hand-changes = a player's hand changes size
trigger-round-starts = a round starts
trigger-round-ends = the round ends
trigger-round-scores = the round is scored
until-round-end = until the end of the round
until-this-turn-ends = until the end of this turn
until-next-turn-starts = until your next turn
until-next-turn-ends = until the end of your next turn
lasts-round-end = for the round
lasts-game-end = for the whole game

## The card itself

card-never-played = it can never be played
card-play-when = you may play it only when { $cond }
card-respond = toss it in { $window }{ $hasWhen ->
        [yes] {" "}(if { $when })
       *[no] {""}
    }: { $body }
card-own-turn = on your own turn too
card-held = while you hold it, each time { $trigger }: { $body }
card-under-top = it goes under the top card, which stays in force
card-mimic = it copies the card below it
card-mimic-unique = it copies the card below it, unique cards too
card-unpassable = nobody may hand it over with their own special cards
card-powerless = no power card may be used with it
card-power-first = 1ST: before the card played with it
card-power-second = 2ND: after the card played with it
card-usable-when = usable only with a card where { $cond }
rule-patch = rule { $name }: { $value }

## Words to merge once phrases are put together ("from → to; ..."): English needs none.

grammar-rewrites = {""}
