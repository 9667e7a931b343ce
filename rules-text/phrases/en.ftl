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
# What a list has left once a chosen part is taken out.
expr-rest = the rest of { $src }
# A marker set only as this effect ends the round.
expr-ended = { $neg ->
        [yes] this card did not end the round
       *[other] this card ended the round
    }
expr-rank = rank
# The value of the card each player laid, kept per player.
expr-card-value = card's { $prop ->
        [points] points
       *[other] value
    }
expr-counter = { $letter ->
        [none] the count
       *[other] count { $letter }
    }
# One element of a list, whichever it is ("some player").
expr-some-of = { $kind ->
        [player] some player
       *[other] one of { $src }
    }
# A list a loop over it shrinks by each element in turn.
expr-not-yet-reached = those of { $src } not yet reached
# A count going up by one for each player of a loop, read as the player's place.
expr-place = their place in play order (1 for the first, 2 for the next, and so on)
expr-goes-on = { $neg ->
        [yes] this has stopped
       *[other] this goes on
    }
expr-marker = { $neg ->
        [yes] the marker is not set
       *[other] the marker is set
    }
expr-tally = tally
expr-shared = the shared count
expr-index = { $which ->
        [card] { $form ->
            [you] your card's points
            [they] their card's points
           *[other] the points of the card of { $of }
        }
        [rank] { $form ->
            [you] your rank
            [they] their rank
           *[other] the rank of { $of }
        }
        [split] { $form ->
            [you] your share
            [they] their share
           *[other] the share of { $of }
        }
        [tally] { $form ->
            [you] your tally
            [they] their tally
           *[other] the tally of { $of }
        }
       *[other] { $form ->
            [you] your { $obj }
            [they] their { $obj }
           *[other] the { $obj } of { $of }
        }
    }
expr-not = not ({ $e })
expr-neg = minus { $e }
expr-filter = { $rel ->
        [yes] { $pile ->
            [yes] the cards in { $src }
           *[no] { $src }
        } { $cond }
       *[no] { $src } where { $cond }
    }
# Cards picked by name or by class, and the piles an effect lays out on the table.
expr-card-named = “{ $name }” cards
expr-cards-of = the { $what } { $pileSrc ->
        [yes] in
       *[no] among
    } { $src }
expr-own-pile = their own pile on the table
expr-table-pile-nth = { $n ->
        [1] the first pile on the table
        [2] the second pile on the table
       *[other] pile { $n } on the table
    }
expr-special-cards = special cards
class-coloured-number = coloured number cards
class-black-number = black number cards
class-coloured-special = coloured special cards
class-bicoloured-special = two-coloured special cards
class-open-wish = wish cards
class-unique = unique special cards
each-named = each card named “{ $name }”
each-players = every player
each-others = every other player
each-of = { $kind ->
        [pile] each card in { $src }
       *[other] each of { $src }
    }
# A player of a loop who chose another, named in a sentence about that other.
each-chooser = the player who chose them

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
global-current = the current player
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
global-opening = { $neg ->
        [yes] this card does not open the round
       *[other] this card opens the round
    }
global-black-wished = black is wished
global-this-card = this card
global-played-card = the card played with it
global-played-this-turn = the cards played this turn
global-events-this-round = the events of this round
global-events-this-game = the events of this game
global-point-limit = the point limit
global-cards-dealt = the number of cards dealt this round
global-written-scores = scores are written down
global-events-per-black-card = the number of events a black card brings
global-attacks-secured = { $neg ->
        [yes] the attack can be countered
       *[other] the attack cannot be countered
    }
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
global-finisher = { $exists ->
        [yes] someone emptied their hand
        [none] nobody emptied their hand
       *[other] the player who emptied their hand
    }
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
        [rel] whose points this round
        [rel-one] whose points this round
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

# A property each of a list shares with at least $n of the list ($prop: its relative form, "whose number").
cond-repeated = { $prop } comes up at least { $n ->
        [2] twice
       *[other] { $n } times
    } among them
# How many players share the most (or fewest) cards.
cond-one-most = only one player holds the { $fn ->
        [highest] most
       *[other] fewest
    } cards
cond-not-all-equal = not all players hold the same number of cards
# A choice that came out empty.
cond-none-chosen = none was chosen
# A clause about each element widened or emptied by a condition about something else.
cond-or-any = { $cond } (any of them if { $when })
cond-none-if = { $cond } (none if { $when })
cond-special = { $form ->
        [rel-one] that is a special card
        [it] it is a special card
        [rel] { $of } are special cards
       *[other] { $of } is a special card
    }
cond-numbered = { $form ->
        [rel-one] that is a number card
        [it] it is a number card
        [rel] { $of } are number cards
       *[other] { $of } is a number card
    }

## Builtins ($a, $b, $c their arguments)

builtin-min = the smaller of { $a } and { $b }
builtin-max = the larger of { $a } and { $b }
builtin-highest = { $pick ->
        [all] { $everyone ->
            [yes] the players
           *[no] those of { $a }
        }
       *[other] { $everyone ->
            [yes] the player
           *[no] the one of { $a }
        }
    } { $hasRel ->
        [yes] { $bRel } is highest
       *[no] for whom { $b } is highest
    }
builtin-lowest = { $pick ->
        [all] { $everyone ->
            [yes] the players
           *[no] those of { $a }
        }
       *[other] { $everyone ->
            [yes] the player
           *[no] the one of { $a }
        }
    } { $hasRel ->
        [yes] { $bRel } is lowest
       *[no] for whom { $b } is lowest
    }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] the { $everyone ->
            [yes] player
           *[no] one of { $a }
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
        [first] the { $everyone ->
            [yes] player
           *[no] one of { $a }
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
builtin-nth-lowest = those of { $a } with the { $b ->
        [1] lowest
        [2] second-lowest
       *[other] { $b }. lowest
    } { $c }
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
# A hand's size against a number ($o: eq, ge, le).
cond-hand-count = { $form ->
        [you] you hold
        [they] they hold
        [rel] who hold
        [rel-one] who holds
       *[other] { $who } holds
    } { $o ->
        [ge] at least
        [le] at most
       *[eq] exactly
    } { $n ->
        [one] one card
       *[other] { $n } cards
    }
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
op-eq = { $l } { $form ->
        [you] are
       *[other] is
    } { $r }
op-ne = { $l } { $form ->
        [you] are
       *[other] is
    } not { $r }
op-lt = { $l } is less than { $r }
op-le = { $l } is at most { $r }
op-gt = { $l } is more than { $r }
op-ge = { $l } is at least { $r }
op-and = { $l } and { $r }
op-or = { $l } or { $r }
op-in = { $tense ->
        [past] { $l } was in { $r }
       *[present] { $rForm ->
            [rel] { $r } include { $l }
            [rel-one] { $r } include { $l }
           *[other] { $rKind ->
                [colours] { $r } include { $l }
               *[other] { $l } is in { $r }
            }
        }
    }

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
    } from { $from }{ $firstMust ->
        [yes] {" "}(the first must)
       *[other] {""}
    }
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
# A player chosen only to receive something, named inside that action.
choice-recipient = { $others ->
        [yes] another player
       *[no] { $everyone ->
            [yes] a player
           *[no] a player from { $from }
        }
    } of { $form ->
        [you] your
       *[other] their
    } choice
# Cards chosen, seen, from the actor's own hand, named inside the action that uses them.
cards-of-choice = { $range ->
        [up-to] up to { $n ->
            [one] one card
           *[other] { $n } cards
        } of { $form ->
            [you] your
           *[other] their
        } choice
       *[exact] { $amount ->
            [exact] { $n ->
                [one] a card
               *[other] { $n } cards
            } of { $form ->
                [you] your
               *[other] their
            } choice
           *[other] as many cards of { $form ->
                [you] your
               *[other] their
            } choice as { $n }
        }
    }
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
# A pile's top named once in full, then again after the pile has changed.
again-that = { $kind ->
        [cards] those cards
       *[other] that card
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
        [until] until { $form ->
            [you] you hold
           *[other] they hold
        } as many cards as { $n }
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
        [you] reveal
       *[other] { $who } reveals
    } { $what }
verb-plays = { $form ->
        [you] play
       *[other] { $who } plays
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] you lose your next turn
        [they] they lose their next turn
       *[other] { $what } loses their next turn
    }
verb-move = { $form ->
        [you] put
       *[other] { $who } puts
    } { $what } { $place ->
        [under] under
       *[to] onto
    } { $pile }
verb-shuffle = shuffle { $what }
verb-deal = deal { $what } out one card at a time to { $to }
verb-swap = { $hands ->
        [yes] { $pair ->
            [yes] { $both } swap hands
           *[no] { $aForm ->
                [you] you
               *[other] { $a }
            } and { $b } swap hands
        }
       *[no] swap { $what } with { $with }
    }
verb-swap-seats = { $whatForm ->
        [you] you and { $with } swap seats
       *[other] { $what } and { $with } swap seats
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
verb-cancel = { $word ->
        [play] that card does nothing, and no power card comes with it
       *[events] every lasting effect an event started ends
    }
verb-add = turn up one more rule card
verb-renew = the rule cards in force are replaced by as many new ones
verb-ready = turn { $what } face down again, ready to be used

## Statements

stmt-counter = start { $letter ->
        [none] a count
       *[other] count { $letter }
    } at { $start }
# A choice and the action that uses it, in one sentence.
# "yes": a pronoun subject is said again after "and" (English verbs agree with "they" only so).
keep-pronoun-subject = yes
stmt-and = { $first } and { $then }
stmt-goes-on = { $on ->
        [yes] this goes on
       *[other] this stops
    }
stmt-marker = { $on ->
        [yes] set the marker
       *[other] clear the marker
    }
stmt-tally = every player starts with a tally of { $start }
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
stmt-when = { $untilId ->
        [round-end] { $triggerId ->
            [round-scores] when this round is scored
           *[other] { $until }, each time { $trigger }
        }
       *[other] { $until }, each time { $trigger }
    }: { $body }
stmt-simultaneously = all at the same time: { $body }
# A loop whose body branches for each player: one player at a time, named "they" inside.
# A loop over some players inside a sentence about others: once for each of them, who is "that player".
each-that-player = that player
stmt-once-for-each = for each of { $src }: { $body }
# A loop over cards that does several things with each (named "that card" inside).
stmt-for-each = for { $each }: { $body }
# A loop over players with one thing for those who meet a condition and another for the rest.
each-other-rest = the others
stmt-split = { $a }; { $b }
# Two players who each pick something, and each pick going to the other.
each-other-one = the other one
stmt-cross-moves = each chosen card goes to { $pile }
stmt-each-in-turn = { $each }{ $turn ->
        [yes] {" "}in turn
       *[no] {""}
    }: { $body }
stmt-else-if = otherwise, if { $cond }: { $then }
stmt-score-times = { $form ->
        [you] { $n ->
            [2] double
           *[other] multiply by { $n }
        } your score
       *[other] { $who } { $n ->
            [2] doubles
           *[other] multiplies by { $n }
        } their score
    }
# Two values of a property swapped between their owners.
stmt-swap-values = { $aForm ->
        [you] you
       *[other] { $a }
    } and { $b } swap { $prop ->
        [score] scores
        [round-score] their points this round
       *[other] values
    }
# A yes-or-no choice and what follows a yes.
stmt-if-wants = { $form ->
        [you] if you want
        [they] if they want
       *[other] if { $who } wants
    }: { $then }
# An "if" on a yes-or-no of the game with a short sentence each way (either-<name>).
either-written-scores = { $then } (without scores: { $otherwise })
stmt-if-not-wants = { $form ->
        [you] if you do not
        [they] if they do not
       *[other] if { $who } does not
    }: { $otherwise }
# A count of turns per player, counted down at each turn start, that ends the round at 0.
stmt-turns-left = every player has { $n } more turns; when a player with none left would start a turn, the round ends
# The sum of the n highest of a list added to a value, and a ranking of players by a value.
stmt-add-best = add the points of the { $n } highest cards in { $list } to { $target }
stmt-rank = rank { $list } by { $by }: 1 for the lowest, 2 for the next, and so on (ties share a rank)
stmt-all-round-times = all points this round count { $n ->
        [2] double
       *[other] { $n } times
    }
# A player picked by the first option that applies ("the first ..., if any; otherwise ...; or else ...").
pick-option = { $value }{ $any ->
        [yes] , if any
       *[no] , if { $cond }
    }
pick-or = ; otherwise{" "}
pick-chain = { $options }; or else { $last }
stmt-round-times = { $form ->
        [you] your points
        [they] their points
       *[other] { $who }'s points
    } this round count { $n ->
        [2] double
       *[other] { $n } times
    }
stmt-step = { $up ->
        [yes] add { $n } to { $target }
       *[other] take { $n } off { $target }
    }
stmt-round-the-table = in play order until this stops, { $each }: { $body }
stmt-forbid = { $rel ->
        [yes] { $until }, no card { $relCond } may be played
       *[no] { $until }, no card may be played where { $cond }
    }
stmt-allow = { $rel ->
        [yes] { $until }, a card { $relCond } may also be played
       *[no] { $until }, a card may also be played where { $cond }
    }
stmt-show = { $form ->
        [you] you see
        [all] everyone sees
       *[other] { $to } sees
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] you gain
        [they] they gain
       *[other] { $who } gains
    } { $amount ->
        [exact] { $n } points
       *[other] points equal to { $n }
    }{ $round ->
        [yes] {" "}this round
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] you lose
        [they] they lose
       *[other] { $who } loses
    } { $n } points{ $round ->
        [yes] {" "}this round
       *[no] {""}
    }
stmt-skip-waits = { $on ->
        [yes] { $form ->
            [you] you lose your next turn
           *[other] { $who } loses their next turn
        }
       *[no] { $form ->
            [you] you no longer lose a turn to a skip
           *[other] { $who } no longer loses a turn to a skip
        }
    }
stmt-round-score = { $form ->
        [you] you score
        [they] they score
       *[other] { $who } scores
    } exactly { $n } points this round
stmt-set = { $target } becomes { $value }
# A yes-or-no of the game switched on: its clause from now on.
stmt-make = from now on, { $cond }

## Wishes, windows, moments and durations

wish-colour = wish a colour
wish-colour-or-number = wish a colour or a number
wish-colour-or-special = wish a colour or a special card
window-targeted = when a special card picks you as its victim
window-hand-emptied = once someone has emptied their hand and the turn's effects are over
window-card-played = when another player plays a card from their hand
window-event-pending = when another player is about to turn up an event
trigger-turn-starts = { $whose ->
        [you] your turn starts
       *[any] a turn starts
    }
trigger-turn-ends = { $whose ->
        [you] your turn ends
       *[any] a turn ends
    }
trigger-goes-out = a player plays or hands over their last card
trigger-hand-empties = a player's hand becomes empty
trigger-plays = a card is played
trigger-play-ends = a card's play is over
trigger-draws = a player draws cards
trigger-hand-changes = a player's hand changes size
trigger-round-starts = a round starts
trigger-round-ends = the round ends
trigger-round-scores = the round is scored
until-round-end = this round
until-this-turn-ends = until the end of this turn
until-next-turn-starts = until your next turn
until-next-turn-ends = until the end of your next turn
lasts-round-end = for the round
lasts-game-end = for the whole game

## The card itself

card-never-played = it can never be played
card-play-when = you may play it only when { $cond }
card-respond = toss it in { $window }{ $hasWhen ->
        [yes] , if { $when }
       *[no] {""}
    }: { $body }
card-own-turn = on your own turn, it only makes its wish
card-held = while you hold it, each time { $trigger }: { $body }
card-under-top = it goes under the top card, which stays in force
card-mimic = when you play it, name another special card that is not a unique one: it counts as that card
card-mimic-unique = when you play it, name any other special card: it counts as that card
card-bicoloured = play it only on one of its two colours; its other colour is the one to follow
card-number = play it on a card of its colour or its number
card-nothing = nothing happens
# How a tie for "the player with the most cards" (or highest score) is broken, said once after the card's text.
note-ties = on a tie, it is the first of them in play order after you
card-unpassable = nobody may hand it over with their own special cards
card-powerless = no power card may be used with it
card-power-first = 1ST: before the card played with it
card-power-second = 2ND: after the card played with it
card-usable-when = usable only with a card { $rel ->
        [yes] { $relCond }
       *[no] where { $cond }
    }
## Rule cards: each rules parameter (language/rule-parameters.ts) in words; $value is a scalar's value, an object's fields come as their own variables ($deal, $length, ...).

rule-this-round = this round, { $change }
rule-hand-size = every player is dealt { $deal } cards
rule-direction = play goes { $value ->
        [clockwise] clockwise
       *[other] anticlockwise
    }
rule-black-wishable = { $value ->
        [true] a colour wish may name black: only a black card or a new wish may follow it
       *[other] a colour wish may not name black
    }
rule-written-scores = { $value ->
        [true] play as if scores are written down
       *[other] play as if nobody keeps running totals
    }
rule-event-discards = { $value ->
        [out-of-game] cards discarded by an event leave the game until the next deal
       *[other] cards discarded by an event go under the top card
    }
rule-power-cards-dealt = every player is dealt { $value ->
        [0] no power cards
        [1] one power card
       *[other] { $value } power cards
    }
rule-empty-hand-window = { $value ->
        [immediately] a Nice Try may be tossed in the moment a hand is empty
       *[other] a Nice Try may be tossed in once the turn's effects are over
    }
rule-round-ends-when = { $value ->
        [hand-empty] the round ends only when someone empties their hand, not when the draw pile runs out
        [draw-pile-empty] the round ends only when the draw pile runs out
       *[other] the round ends when someone empties their hand or the draw pile runs out
    }
rule-point-limit = the game ends when a total { $gameEndsWhen ->
        [reaches] reaches
       *[other] passes
    } the { $length ->
        [short] short
        [long] long
       *[other] medium
    } point limit
rule-rule-cards-per-round = { $value } rule cards are turned up before each round
rule-cards-per-turn = a player may play up to { $value } cards in one turn
rule-draw-with-playable = { $value ->
        [false] a player who can play must play
       *[other] a player may draw instead of playing
    }
rule-events-per-black-card = every black number card triggers { $value ->
        [1] one event
       *[other] { $value } events
    }
rule-winner = { $value ->
        [highest-total] the highest total wins
       *[other] the lowest total wins
    }
rule-round-scoring = { $value ->
        [finisher-scores-others] whoever goes out scores the points left in the others' hands
       *[other] everyone scores the points in their own hand
    }
rule-rounds = the game lasts { $value } rounds
rule-dealer = { $next ->
        [round-winner] the round's winner deals next
        [next-player] the deal passes to the next player
       *[other] the round's loser deals next
    }
rule-eliminate = a player holding { $holding } cards or more at the end of a turn is out of the game
rule-teams = partners' totals count together

## Words to change once phrases are put together ("from → to; ..."): a verb after "they" loses its -s.

# "yes": a whole sentence after a colon starts with a capital letter.
capitalize-after-colon = no
grammar-rewrites = they draws → they draw; They draws → They draw; they discards → they discard; They discards → They discard; they chooses → they choose; They chooses → They choose; they takes → they take; They takes → They take; they gives → they give; They gives → They give; they reveals → they reveal; They shows → They show; they scores → they score; They scores → They score; they decides → they decide; They decides → They decide; they plays → they play; They plays → They play; they holds → they hold; They holds → They hold; they loses → they lose; They loses → They lose; they triggers → they trigger; They triggers → They trigger; they puts → they put; They puts → They put; they reveals → they reveal; They reveals → They reveal; they wants → they want; They wants → They want; they swaps → they swap; They swaps → They swap; they turns → they turn; They turns → They turn; they has → they have; They has → They have; they is → they are; They is → They are; the number of all players → the number of players; as the number of players → as there are players; the points in it is → its points are; points in your hand is → points in your hand are; points in the pile on the table is → points in the pile on the table are; whose points this round is → whose points this round are; their points this round is → their points this round are; whose power cards holds → whose power cards hold; If their hand holds no card → If their hand is empty; where its points are at most → worth at most; where its points are at least → worth at least; whose hand holds no card → whose hand is empty; the others gains → the others gain; the others loses → the others lose; the second-lowest their card's points → the second-lowest card points; the first of those of all players whose → the first player whose; the first of all players whose → the first player whose; The first of all players whose → The first player whose; players from all players whose → players whose; from the cards in the power cards of → from the power cards of; (any of them if that player is you) → (any, if that player is you); (any, if they are you) → (any, if that is you); (none if they are you) → (none if that is you); (any of them if they are you) → (any, if that is you); from the cards in their power cards → from their power cards; as many cards as the number of cards in their hand → as many cards as they hold; as many cards as the number of the → one card for each of the; The player whose score is highest → The player with the highest score; the player whose score is lowest → the player with the lowest score; players from all players → players; that card is in the draw pile or that card is in the discard pile or that card is in the hand of some player → that card is in the draw pile, the discard pile or some player's hand

# A number chosen from a range (`choose number 0..20`): $least and $most are the bounds.
choose-number-range = { $form ->
        [you] choose
       *[other] { $who } chooses
    } a number from { $least } to { $most }

# One of the options a rule names (`choose one of [double, calm]`): $names lists them.
choose-one = { $form ->
        [you] choose
       *[other] { $who } chooses
    } one of: { $names }
chosen-one = the chosen option

# A wish restricted to a list as it is made (`wish colour from colours of hand of me by p`).
wish-from-list = { $hasBy ->
        [yes] { $byForm ->
            [you] wish
           *[other] { $by } wishes
        }
       *[no] wish
    } a colour from { $from }

# How the round ended, as `when round-scores` names it (`round-end`).
global-round-end = how the round ended

# a player out of the game at once (`eliminate p`), and an extra turn (`p takes another turn`).
verb-eliminate = { $whatForm ->
        [you] you are out of the game
        [they] they are out of the game
       *[other] { $what } is out of the game
    }
verb-extra-turn = { $form ->
        [you] take another turn after this one
       *[other] { $who } plays two turns in a row
    }

# the whole numbers from a to b (`numbers(1, 9)`), a table's keys or a list to go through.
builtin-numbers = the numbers from { $a } to { $b }
# the names of the cards, each once (`ids of hand of me`), a table's keys.
prop-ids = { $form ->
        [rel] whose names
        [rel-one] whose names
        [it] their names
       *[other] the names of { $of }
    }

# The playing cards lying face down, and face up, on the table in front of a player (table cards).
prop-face-down-cards = { $form ->
        [rel] whose face-down cards
        [rel-one] whose face-down cards
        [you] your face-down cards
        [they] their face-down cards
       *[other] the face-down cards of { $of }
    }
prop-face-up-cards = { $form ->
        [rel] whose face-up cards
        [rel-one] whose face-up cards
        [you] your face-up cards
        [they] their face-up cards
       *[other] the face-up cards of { $of }
    }

# Cards put into a pile with its top $below cards above them (`move cards to pile below n`).
verb-move-below = { $form ->
        [you] put
       *[other] { $who } puts
    } { $what } into { $to } under { $belowExact ->
        [yes] its top { $below } cards
       *[other] as many of its top cards as { $below }
    }

# face-down-plays: a card played face down (`face-down`), whether it would have been allowed face up (`fitted`).
global-face-down = { $neg ->
        [yes] it was played face up
       *[other] it was played face down
    }
global-fitted = { $neg ->
        [yes] it did not fit
       *[other] it fitted
    }
rule-face-down-plays = { $value ->
        [true] a player may play any card face down on their turn, saying it fits
       *[other] every card is played face up
    }

# Two players become partners (`partner p with q`), and how partners' points add up (`team-scoring`).
verb-partner = { $whatForm ->
        [you] you and { $with } are partners from now on
       *[other] { $what } and { $with } are partners from now on
    }
rule-team-scoring = { $value ->
        [per-player] each player scores their side's points of the round, and each plays for their own total
       *[other] a side's total is its players' totals added up
    }
