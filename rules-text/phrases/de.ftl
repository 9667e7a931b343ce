# Deutsche Sätze des Regeltexts, der aus dem Effekt einer Karte geschrieben wird (rules-text/).
# Variablen wie in en.ftl. Die Begriffe tragen ihr Geschlecht als Attribut (-card.gender), damit
# Artikel und Zahlwort passen.

-card = Karte
    .gender = feminine
-player = Spieler
    .gender = masculine

## Pronouns and plain values

pronoun-they = er
pronoun-it = sie
# Left empty: conditions on each element keep their own clause (a relative pronoun would need new case and agreement phrases).
pronoun-rel = { $kind ->
        [player] der
       *[other] die
    }
expr-text = „{ $text }“
expr-true = ja
expr-false = nein
expr-none = keine
expr-unknown = etwas
# What a list has left once a chosen part is taken out.
expr-rest = der Rest von { $src }
# A marker set only as this effect ends the round.
expr-ended = { $neg ->
        [yes] diese Karte die Runde nicht beendet hat
       *[other] diese Karte die Runde beendet hat
    }
expr-rank = Rang
# The value of the card each player laid, kept per player.
expr-card-value = Kartenwert
expr-counter = { $letter ->
        [none] der Zähler
       *[other] Zähler { $letter }
    }
# One element of a list, whichever it is ("some player").
expr-some-of = { $kind ->
        [player] irgendein Spieler
       *[other] eines von { $src }
    }
# A list a loop over it shrinks by each element in turn.
expr-not-yet-reached = die noch nicht erreichten von { $src }
# A count going up by one for each player of a loop, read as the player's place.
expr-place = sein Platz in der Spielreihenfolge (1 für den ersten, 2 für den nächsten usw.)
expr-goes-on = { $neg ->
        [yes] es aufgehört hat
       *[other] es weitergeht
    }
expr-marker = { $neg ->
        [yes] die Markierung nicht gesetzt ist
       *[other] die Markierung gesetzt ist
    }
expr-tally = Konto
expr-shared = der gemeinsame Zähler
expr-index = { $which ->
        [card] { $form ->
            [you] der Wert deiner Karte
            [they] der Wert seiner Karte
           *[other] der Wert der Karte von { $of }
        }
        [rank] { $form ->
            [you] dein Rang
            [they] sein Rang
           *[other] der Rang von { $of }
        }
        [split] { $form ->
            [you] dein Anteil
            [they] sein Anteil
           *[other] der Anteil von { $of }
        }
        [tally] { $form ->
            [you] dein Konto
            [they] sein Konto
           *[other] das Konto von { $of }
        }
       *[other] { $form ->
            [you] dein Wert in { $obj }
            [they] sein Wert in { $obj }
           *[other] der Wert von { $of } in { $obj }
        }
    }
expr-not = nicht ({ $e })
expr-neg = minus { $e }
expr-filter = { $rel ->
        [yes] { $pile ->
            [yes] die Karten in { $src }
           *[no] { $src }
        }, { $cond },
       *[no] { $src }, { $one ->
            [yes] bei dem
           *[no] bei denen
        } { $cond },
    }
# Cards picked by name or by class, and the piles an effect lays out on the table.
expr-card-named = Karten „{ $name }“
expr-cards-of = die { $what } { $pileSrc ->
        [yes] in
       *[no] unter
    } { $src }
expr-own-pile = seinen eigenen Stapel auf dem Tisch
expr-table-pile-nth = { $n ->
        [1] der erste Stapel auf dem Tisch
        [2] der zweite Stapel auf dem Tisch
       *[other] Stapel { $n } auf dem Tisch
    }
expr-special-cards = Spezialkarten
class-coloured-number = farbigen Zahlenkarten
class-black-number = schwarzen Zahlenkarten
class-coloured-special = farbigen Spezialkarten
class-bicoloured-special = zweifarbigen Spezialkarten
class-open-wish = Wunschkarten
class-unique = Unique-Karten
each-named = jede Karte namens „{ $name }“
each-players = jeder { -player }
each-others = jeder andere { -player }
each-of = { $kind ->
        [pile] jede { -card } aus { $src }
        [cards] jede von { $src }
       *[other] jeder von { $src }
    }
# A player of a loop who chose another, named in a sentence about that other.
each-chooser = dem Spieler, der ihn gewählt hat,

## Colours

colour-blue = Blau
colour-red = Rot
colour-green = Grün
colour-yellow = Gelb
colour-black = Schwarz

## Names an effect reads

global-me = du
global-players = alle { -player }
global-others = die anderen { -player }
global-current = der { -player }, der am Zug ist,
global-draw-pile = der Nachziehstapel
global-discard-pile = der Ablagestapel
global-event-pile = der Ereignisstapel
global-power-pile = der Powerkartenstapel
global-active-colour = die geltende Farbe
global-active-number = die geltende Zahl
global-top-card = die oberste { -card } des Ablagestapels
global-last-colour = die zuletzt gespielte oder gewünschte Farbe
global-colours = die vier Farben
global-special-wish = eine Spezialkarte gewünscht ist
global-open-pile = auf dem Ablagestapel nichts gilt
global-opening = { $neg ->
        [yes] diese { -card } die Runde nicht eröffnet
       *[other] diese { -card } die Runde eröffnet
    }
global-black-wished = Schwarz gewünscht ist
global-this-card = diese { -card }
global-played-card = die mit ihr gespielte { -card }
global-played-this-turn = die in diesem Zug gespielten Karten
global-events-this-round = die Ereignisse dieser Runde
global-events-this-game = die Ereignisse dieses Spiels
global-point-limit = das Punktelimit
global-cards-dealt = die Zahl der Karten, die in dieser Runde ausgeteilt werden
global-written-scores = Punkte notiert werden
global-events-per-black-card = die Zahl der Ereignisse pro schwarzer { -card }
global-attacks-secured = { $neg ->
        [yes] der Angriff gekontert werden kann
       *[other] der Angriff nicht gekontert werden kann
    }
global-card = die { -card }
global-further = sie eine weitere { -card } des Zugs ist
global-turn-skipped = der Zug ausgesetzt wird
global-goer = der { -player }, der ausgegangen ist,
global-who = der { -player }, der sie gespielt hat,
global-played = die gespielte { -card }
global-drawer = der { -player }, der gezogen hat,
global-drawn = die gezogenen Karten
global-turn-draw = es das Ziehen des Zugs war
global-holder = dieser { -player }
global-holding = die Zahl seiner Handkarten
global-dealer = der Geber
global-finisher = { $exists ->
        [yes] jemand ausgegangen ist
        [none] niemand seine Hand geleert hat
       *[other] der { -player }, der seine Hand geleert hat,
    }
global-finishers = die { -player } mit leerer Hand
global-attacker = der Angreifer
global-emptied = die { -player }, die ausgegangen sind,
global-triggerer = der { -player }, der das Ereignis ausgelöst hat,

## Properties

prop-hand = { $form ->
        [rel] deren Hand
        [rel-one] dessen Hand
        [you] deine Hand
        [they] seine Hand
       *[other] die Hand von { $of }
    }
prop-powers = { $form ->
        [rel] deren Powerkarten
        [rel-one] dessen Powerkarten
        [you] deine Powerkarten
        [they] seine Powerkarten
       *[other] die Powerkarten von { $of }
    }
prop-left = { $form ->
        [you] dein linker Nachbar
        [they] sein linker Nachbar
       *[other] der linke Nachbar von { $of }
    }
prop-right = { $form ->
        [you] dein rechter Nachbar
        [they] sein rechter Nachbar
       *[other] der rechte Nachbar von { $of }
    }
prop-next = { $form ->
        [you] der nächste { -player }
       *[other] der { -player } nach { $of }
    }
prop-others = { $form ->
        [you] die anderen { -player }
       *[other] die { -player } außer { $of }
    }
prop-team = { $form ->
        [you] dein Team
        [they] sein Team
       *[other] das Team von { $of }
    }
prop-partner = { $form ->
        [you] dein Partner
        [they] sein Partner
       *[other] der Partner von { $of }
    }
prop-score = { $form ->
        [rel] deren Punktestand
        [rel-one] dessen Punktestand
        [you] dein Punktestand
        [they] sein Punktestand
       *[other] der Punktestand von { $of }
    }
prop-round-score = { $form ->
        [rel] deren Punkte dieser Runde
        [rel-one] dessen Punkte dieser Runde
        [you] deine Punkte dieser Runde
        [they] seine Punkte dieser Runde
       *[other] die Punkte von { $of } in dieser Runde
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] du nicht aussetzen musst
            [rel] die nicht aussetzen müssen
            [rel-one] der nicht aussetzen muss
           *[other] { $of } nicht aussetzen muss
        }
       *[no] { $form ->
            [you] du aussetzen musst
            [rel] die aussetzen müssen
            [rel-one] der aussetzen muss
           *[other] { $of } aussetzen muss
        }
    }
prop-playable = { $form ->
        [you] die Karten, die du spielen kannst,
       *[other] die Karten, die { $of } spielen kann,
    }
prop-free-plays = { $form ->
        [you] die Karten, die du auf alles spielen könntest,
       *[other] die Karten, die { $of } auf alles spielen könnte,
    }
prop-used = { $neg ->
        [yes] { $of } verdeckt { $form ->
            [rel] liegen
           *[other] liegt
        }
       *[no] { $of } benutzt { $form ->
            [rel] sind
           *[other] ist
        }
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } in diesem Zug nicht benutzt { $form ->
            [rel] wurden
           *[other] wurde
        }
       *[no] { $of } in diesem Zug benutzt { $form ->
            [rel] wurden
           *[other] wurde
        }
    }
prop-count = { $kind ->
        [pile] die Zahl der Karten in { $of }
       *[other] die Zahl von { $of }
    }
prop-first = der erste von { $of }
prop-last = der letzte von { $of }
prop-points = die Punkte von { $of }
prop-colour = { $form ->
        [rel] deren Farbe
        [rel-one] deren Farbe
        [it] ihre Farbe
       *[other] die Farbe von { $of }
    }
prop-colours = { $form ->
        [rel] deren Farben
        [rel-one] deren Farben
        [it] ihre Farben
       *[other] die Farben von { $of }
    }
prop-number = { $form ->
        [rel] deren Zahl
        [rel-one] deren Zahl
        [it] ihre Zahl
       *[other] die Zahl von { $of }
    }
prop-id = { $form ->
        [rel] deren Name
        [rel-one] deren Name
        [it] ihr Name
       *[other] der Name von { $of }
    }
prop-class = { $form ->
        [rel] deren Art
        [rel-one] deren Art
        [it] ihre Art
       *[other] die Art von { $of }
    }
prop-symbol = { $form ->
        [rel] deren Symbol
        [rel-one] deren Symbol
        [it] ihr Symbol
       *[other] das Symbol von { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } weitergegeben werden { $form ->
            [rel] dürfen
           *[other] darf
        }
       *[no] { $of } nicht weitergegeben werden { $form ->
            [rel] dürfen
           *[other] darf
        }
    }
prop-owner = der { -player }, der { $of } hält
prop-top = die oberste { -card } von { $of }

cond-some = { $playable ->
        [yes] { $ownerForm ->
            [you] du eine { -card } spielen kannst
            [they] er eine { -card } spielen kann
           *[other] { $owner } eine { -card } spielen kann
        }
       *[no] { $kind ->
                [pile] { $of } mindestens eine { -card } enthält
               *[other] es mindestens eine von { $of } gibt
            }
    }
cond-empty = { $playable ->
        [yes] { $ownerForm ->
            [you] du keine { -card } spielen kannst
            [they] er keine { -card } spielen kann
           *[other] { $owner } keine { -card } spielen kann
        }
       *[no] { $kind ->
                [pile] { $of } keine { -card } enthält
               *[other] es keine von { $of } gibt
            }
    }

# A property each of a list shares with at least $n of the list ($prop: its relative form, "whose number").
cond-repeated = { $prop } mindestens { $n ->
        [2] zweimal
       *[other] { $n }-mal
    } unter ihnen vorkommt
# How many players share the most (or fewest) cards.
cond-one-most = nur ein { -player } die { $fn ->
        [highest] meisten
       *[other] wenigsten
    } Karten hält
cond-not-all-equal = nicht alle Spieler gleich viele Karten halten
# A choice that came out empty.
cond-none-chosen = keine gewählt wurde
# A clause about each element widened or emptied by a condition about something else.
cond-or-any = { $cond } (alle, wenn { $when })
cond-none-if = { $cond } (keine, wenn { $when })
cond-special = { $form ->
        [rel-one] die eine Spezialkarte ist
        [it] sie eine Spezialkarte ist
        [rel] die Spezialkarten sind
       *[other] { $of } eine Spezialkarte ist
    }
cond-numbered = { $form ->
        [rel-one] die eine Zahlenkarte ist
        [it] sie eine Zahlenkarte ist
        [rel] die Zahlenkarten sind
       *[other] { $of } eine Zahlenkarte ist
    }

## Builtins

builtin-min = das Kleinere von { $a } und { $b }
builtin-max = das Größere von { $a } und { $b }
builtin-highest = { $pick ->
        [all] { $everyone ->
            [yes] die Spieler
           *[no] die von { $a }
        }
       *[other] { $everyone ->
            [yes] der Spieler
           *[no] derjenige von { $a }
        }
    }{ $hasRel ->
        [yes] , { $bRel } am höchsten ist,
       *[no] {" "}mit dem höchsten Wert für { $b }
    }
builtin-lowest = { $pick ->
        [all] { $everyone ->
            [yes] die Spieler
           *[no] die von { $a }
        }
       *[other] { $everyone ->
            [yes] der Spieler
           *[no] derjenige von { $a }
        }
    }{ $hasRel ->
        [yes] , { $bRel } am niedrigsten ist,
       *[no] {" "}mit dem niedrigsten Wert für { $b }
    }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] { $everyone ->
            [yes] der { -player }
           *[no] derjenige von { $a }
        }
        [last] der letzte { $everyone ->
            [yes] { -player }
           *[no] von { $a }
        }
       *[all] { $everyone ->
            [yes] die { -player }
           *[no] die von { $a }
        }
    } mit den meisten Karten
superlative-fewest-cards = { $pick ->
        [first] { $everyone ->
            [yes] der { -player }
           *[no] derjenige von { $a }
        }
        [last] der letzte { $everyone ->
            [yes] { -player }
           *[no] von { $a }
        }
       *[all] { $everyone ->
            [yes] die { -player }
           *[no] die von { $a }
        }
    } mit den wenigsten Karten
builtin-nth-lowest = die von { $a } mit dem { $b ->
        [1] niedrigsten
        [2] zweitniedrigsten
       *[other] { $b }. niedrigsten
    } Wert für { $c }
builtin-sum = die Summe über { $a } von { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] die oberste { -card }
           *[other] die obersten { $b } Karten
        } von { $a }
       *[no] so viele Karten von { $a } wie { $b }
    }
builtin-table = eine Notiz je { -player }
builtin-table-pile = der Tischstapel
builtin-following = der nach { $b } unter { $a }
# An element picked at random ($aKind: hand, with its $owner and $ownerForm; pile; cards; players; colours; any other).
builtin-random = { $aKind ->
        [hand] eine zufällige { -card } aus { $ownerForm ->
            [you] deiner Hand
            [they] seiner Hand
           *[other] der Hand von { $owner }
        }
        [pile] eine zufällige { -card } aus { $a }
        [cards] eine zufällige { -card } aus { $a }
        [players] ein zufällig bestimmter { -player } aus { $a }
        [colours] eine zufällige Farbe aus { $a }
       *[other] eines von { $a } nach Zufall
    }
builtin-race = der schnellste von { $a }
builtin-race-order = { $a } vom schnellsten bis zum langsamsten
builtin-join = { $a } und { $b }
builtin-without = { $a } außer { $bForm ->
        [you] dir
        [they] ihm
       *[other] { $b }
    }
builtin-find = jede { -card } namens { $a }
builtin-identical = { $a } gleicht { $b }
builtin-sums-to = einige von { $a } zusammen { $b } ergeben

## Operators

# Two hand sizes compared ($o: lt, le, gt, ge, eq, ne; $who holds, $than is compared with).
# A hand's size against a number ($o: eq, ge, le).
cond-hand-count = { $form ->
        [you] du
        [they] er
        [rel] die
        [rel-one] der
       *[other] { $who }
    } { $o ->
        [ge] mindestens
        [le] höchstens
       *[eq] genau
    } { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    } { $form ->
        [you] hältst
        [rel] halten
       *[other] hält
    }
cmp-hand-sizes = { $form ->
        [you] du
        [they] er
        [rel] die
        [rel-one] der
       *[other] { $who }
    } { $o ->
        [lt] weniger Karten als
        [le] höchstens so viele Karten wie
        [gt] mehr Karten als
        [ge] mindestens so viele Karten wie
        [eq] so viele Karten wie
       *[ne] nicht so viele Karten wie
    } { $thanForm ->
        [you] du
        [they] er
       *[other] { $than }
    } { $form ->
        [you] hast
       *[other] hat
    }

op-plus = { $l } plus { $r }
op-minus = { $l } minus { $r }
op-times = { $l } mal { $r }
op-divided = { $l } geteilt durch { $r }
op-eq = { $l } gleich { $r } ist
op-ne = { $l } nicht { $r } ist
op-lt = { $l } kleiner als { $r } ist
op-le = { $l } höchstens { $r } ist
op-gt = { $l } größer als { $r } ist
op-ge = { $l } mindestens { $r } ist
op-and = { $l } und { $r }
op-or = { $l } oder { $r }
op-in = { $tense ->
        [past] { $l } in { $r } war
       *[present] { $rForm ->
            [rel] { $r } { $l } enthalten
            [rel-one] { $r } { $l } enthalten
           *[other] { $rKind ->
                [colours] { $r } { $l } enthalten
               *[other] { $l } in { $r } ist
            }
        }
    }

## Choices

choose-player = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } { -player.gender ->
        [masculine] einen
       *[feminine] eine
    } { $others ->
        [yes] anderen { -player }
        [filter] anderen { -player }, { $rel ->
            [yes] {""}
           *[no] bei dem{" "}
        }{ $cond },
       *[no] { -player } aus { $from }
    }
choose-players = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } { $range ->
        [exact] { $n ->
            [one] einen { -player }
           *[other] { $n } { -player }
        }
        [at-least] mindestens { $n } { -player }
        [up-to] bis zu { $n ->
            [one] einen { -player }
           *[other] { $n } { -player }
        }
       *[between] { $min } bis { $max } { -player }
    } aus { $from }
choose-card = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } { -card.gender ->
        [feminine] eine
       *[masculine] einen
    } { -card } { $blind ->
        [yes] blind
       *[no] {""}
    } aus { $from }
choose-cards = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } { $range ->
        [exact] { $amount ->
            [other] so viele Karten wie { $n }
           *[exact] { $n ->
                [one] eine { -card }
               *[other] { $n } Karten
            }
        }
        [at-least] mindestens { $n } Karten
        [up-to] bis zu { $n ->
            [one] eine { -card }
           *[other] { $n } Karten
        }
       *[between] { $min } bis { $max } Karten
    } { $blind ->
        [yes] blind
       *[no] {""}
    } aus { $from }{ $firstMust ->
        [yes] {" "}(der erste muss)
       *[other] {""}
    }
choose-colour = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } eine Farbe
choose-number = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } eine Zahl
choose-yes-no = { $form ->
        [you] entscheide
       *[other] { $who } entscheidet
    } ja oder nein
choose-split = { $form ->
        [you] bestimme
       *[other] { $who } bestimmt
    }, wie { $n } Karten auf { $from } verteilt werden, mindestens eine für jeden
# A player chosen only to receive something, named inside that action.
choice-recipient = { $role ->
        [subject] { $others ->
            [yes] ein anderer { -player }
           *[no] ein { -player }
        }
       *[to] { $others ->
            [yes] einem anderen { -player }
           *[no] einem { -player }
        }
    } { $form ->
        [you] deiner
       *[other] seiner
    } Wahl
# Cards chosen, seen, from the actor's own hand, named inside the action that uses them.
cards-of-choice = { $range ->
        [up-to] bis zu { $n } Karten { $form ->
            [you] deiner
           *[other] seiner
        } Wahl
       *[exact] { $amount ->
            [exact] { $n ->
                [one] eine Karte
               *[other] { $n } Karten
            } { $form ->
                [you] deiner
               *[other] seiner
            } Wahl
           *[other] so viele Karten { $form ->
                [you] deiner
               *[other] seiner
            } Wahl wie { $n }
        }
    }
chosen-player = der gewählte { -player }
chosen-players = die gewählten { -player }
chosen-card = { $hasFrom ->
        [yes] die aus { $from } gewählte { -card }
       *[no] die gewählte { -card }
    }
chosen-cards = { $hasFrom ->
        [yes] die aus { $from } gewählten Karten
       *[no] die gewählten Karten
    }
# What the first half of a sentence chose, named again in its second half ("choose a card and play it").
again-card = sie
again-cards = { $n ->
        [one] sie
       *[other] sie
    }
# A pile's top named once in full, then again after the pile has changed.
again-that = { $kind ->
        [cards] diese Karten
       *[other] diese { -card }
    }
chosen-colour = die gewählte Farbe
chosen-number = die gewählte Zahl
chosen-yes-no = die Antwort ja ist
chosen-split = die Verteilung

## Actions

verb-draws = { $form ->
        [you] ziehe
       *[other] { $who } zieht
    } { $amount ->
        [exact] { $n ->
            [one] eine { -card }
           *[other] { $n } Karten
        }
        [until] Karten, bis { $form ->
            [you] du
           *[other] er
        } so viele Karten wie { $n } { $form ->
            [you] hältst
           *[other] hält
        }
       *[other] so viele Karten wie { $n }
    }
verb-gives = { $form ->
        [you] gib
       *[other] { $who } gibt
    } { $whatForm ->
        [it] { $what } { $to }
       *[other] { $to } { $what }
    }
verb-takes = { $form ->
        [you] nimm
       *[other] { $who } nimmt
    } { $what }
verb-discards = { $form ->
        [you] wirf
       *[other] { $who } wirft
    } { $what } ab
verb-reveals = { $form ->
        [you] decke
       *[other] { $who } deckt
    } { $what } auf
verb-plays = { $form ->
        [you] spiele
       *[other] { $who } spielt
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] du setzt deinen nächsten Zug aus
        [they] er setzt seinen nächsten Zug aus
       *[other] { $what } setzt seinen nächsten Zug aus
    }
verb-move = { $form ->
        [you] lege
       *[other] { $who } legt
    } { $what } { $place ->
        [under] unter
       *[to] auf
    } { $pile }
verb-shuffle = mische { $what }
verb-deal = verteile { $what } einzeln an { $to }
verb-swap = { $hands ->
        [yes] { $pair ->
            [yes] { $both } tauschen ihre Hände
           *[no] { $aForm ->
                [you] du und { $b } tauscht eure Hände
               *[other] { $a } und { $b } tauschen ihre Hände
            }
        }
       *[no] tausche { $what } gegen { $with }
    }
verb-swap-seats = { $whatForm ->
        [you] du und { $with } tauscht die Plätze
       *[other] { $what } und { $with } tauschen die Plätze
    }
verb-end = { $word ->
        [round] die Runde endet
       *[turn] der Zug endet
    }
verb-trigger = { $hasBy ->
        [yes] { $byForm ->
            [you] löse
           *[other] { $by } löst
        }
       *[no] löse
    } ein Ereignis aus
verb-turn-up = decke { $what } auf, als hätte { $hasBy ->
        [yes] { $by }
       *[no] du
    } sie gespielt
verb-carry-out = führe { $what } aus
verb-redirect = der Angriff endet, und du führst ihn selbst mit neuen Zielen aus
verb-dodge = der Angreifer muss jemand anderen als dich wählen
verb-protect = { $whatForm ->
        [you] du nimmst
       *[other] { $what } nimmt
    } nicht am Ereignis teil
verb-take-over = { $whatForm ->
        [you] du übernimmst
       *[other] { $what } übernimmt
    } sofort den Zug
verb-wish = wünsche { $what }
verb-wish-number = wünsche { $amount ->
        [exact] die Zahl { $n }
       *[other] { $n }
    }
verb-reverse = die Spielrichtung kehrt sich um
verb-cancel = { $word ->
        [play] diese Karte bewirkt nichts, auch keine Powerkarte mit ihr
       *[events] jede Wirkung, die ein Ereignis begonnen hat, endet
    }
verb-add = decke eine weitere Regelkarte auf
verb-renew = die geltenden Regelkarten werden durch ebenso viele neue ersetzt
verb-ready = drehe { $what } wieder um, bereit zum Benutzen

## Statements

stmt-counter = beginne { $letter ->
        [none] einen Zähler
       *[other] Zähler { $letter }
    } bei { $start }
# A choice and the action that uses it, in one sentence.
# Every clause of the first half closes itself with a comma, so "und" needs none of its own.
# "yes": a pronoun subject is said again after "and" (English verbs agree with "they" only so).
keep-pronoun-subject = no
stmt-and = { $first } und { $then }
stmt-goes-on = { $on ->
        [yes] es geht weiter
       *[other] es hört auf
    }
stmt-marker = { $on ->
        [yes] setze die Markierung
       *[other] lösche die Markierung
    }
stmt-tally = jeder Spieler beginnt mit einem Konto von { $start }
stmt-shared = führe einen gemeinsamen Zähler ab { $start }, { $lasts }
stmt-if = wenn { $cond }: { $then }
stmt-unless = wenn nicht { $cond }: { $then }
stmt-otherwise = sonst: { $otherwise }
stmt-while = solange { $cond }: { $body }
stmt-times = { $amount ->
        [exact] { $n ->
            [one] einmal
           *[other] { $n }-mal
        }
       *[other] so oft wie { $n }
    }: { $body }
stmt-when = { $untilId ->
        [round-end] { $triggerId ->
            [round-scores] bei der Wertung
           *[other] { $until }, jedes Mal wenn { $trigger }
        }
       *[other] { $until }, jedes Mal wenn { $trigger }
    }: { $body }
stmt-simultaneously = alle zugleich: { $body }
# A loop whose body branches for each player: one player at a time, named "they" inside.
# A loop over some players inside a sentence about others: once for each of them, who is "that player".
each-that-player = dieser Spieler
stmt-once-for-each = für jeden von { $src }: { $body }
# A loop over cards that does several things with each (named "that card" inside).
stmt-for-each = für { $each }: { $body }
# A loop over players with one thing for those who meet a condition and another for the rest.
each-other-rest = die anderen
stmt-split = { $a }; { $b }
# Two players who each pick something, and each pick going to the other.
each-other-one = dem anderen
stmt-cross-moves = jede gewählte Karte kommt zu { $pile }
stmt-each-in-turn = { $each }{ $turn ->
        [yes] {" "}reihum
       *[no] {""}
    }: { $body }
stmt-else-if = sonst, wenn { $cond }: { $then }
stmt-score-times = { $form ->
        [you] verdopple deinen Punktestand
       *[other] { $who } verdoppelt seinen Punktestand
    }
# Two values of a property swapped between their owners.
stmt-swap-values = { $aForm ->
        [you] du
       *[other] { $a }
    } und { $b } tauschen { $prop ->
        [score] ihre Punktestände
        [round-score] ihre Punkte dieser Runde
       *[other] ihre Werte
    }
# A yes-or-no choice and what follows a yes.
stmt-if-wants = { $form ->
        [you] wenn du willst
        [they] wenn er will
       *[other] wenn { $who } will
    }: { $then }
# An "if" on a yes-or-no of the game with a short sentence each way (either-<name>).
either-written-scores = { $then } (ohne Punkte: { $otherwise })
stmt-if-not-wants = { $form ->
        [you] wenn du nicht willst
        [they] wenn er nicht will
       *[other] wenn { $who } nicht will
    }: { $otherwise }
# A count of turns per player, counted down at each turn start, that ends the round at 0.
stmt-turns-left = jeder Spieler hat noch { $n } Züge; will einer ohne Züge einen Zug beginnen, endet die Runde
# The sum of the n highest of a list added to a value, and a ranking of players by a value.
stmt-add-best = zähle die Punkte der { $n } höchsten Karten in { $list } zu { $target } hinzu
stmt-rank = ordne { $list } nach { $by }: 1 für den niedrigsten, 2 für den nächsten usw. (Gleichstand, gleicher Rang)
stmt-all-round-times = alle Punkte dieser Runde zählen { $n ->
        [2] doppelt
       *[other] { $n }-fach
    }
# A player picked by the first option that applies ("the first ..., if any; otherwise ...; or else ...").
pick-option = { $value }{ $any ->
        [yes] , falls vorhanden
       *[no] , wenn { $cond }
    }
pick-or = ; sonst{" "}
pick-chain = { $options }; sonst { $last }
stmt-round-times = { $form ->
        [you] deine Punkte
        [they] seine Punkte
       *[other] die Punkte von { $who }
    } dieser Runde zählen { $n ->
        [2] doppelt
       *[other] { $n }-fach
    }
stmt-step = { $up ->
        [yes] erhöhe { $target } um { $n }
       *[other] verringere { $target } um { $n }
    }
stmt-round-the-table = reihum, bis es aufhört, { $each }: { $body }
stmt-forbid = { $until } darf keine { -card } gespielt werden, { $rel ->
        [yes] { $relCond }
       *[no] bei der { $cond }
    }
stmt-allow = { $until } darf auch eine { -card } gespielt werden, { $rel ->
        [yes] { $relCond }
       *[no] bei der { $cond }
    }
stmt-show = { $form ->
        [you] du siehst
        [all] alle sehen
       *[other] { $to } sieht
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] du gewinnst
        [they] er gewinnt
       *[other] { $who } gewinnt
    } { $n } Punkte{ $round ->
        [yes] {" "}in dieser Runde
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] du verlierst
        [they] er verliert
       *[other] { $who } verliert
    } { $n } Punkte{ $round ->
        [yes] {" "}in dieser Runde
       *[no] {""}
    }
stmt-skip-waits = { $on ->
        [yes] { $form ->
            [you] du setzt
           *[other] { $who } setzt
        } doch beim nächsten Zug aus
       *[no] { $form ->
            [you] du setzt
           *[other] { $who } setzt
        } doch nicht aus
    }
stmt-round-score = { $form ->
        [you] du bekommst
        [they] er bekommt
       *[other] { $who } bekommt
    } in dieser Runde genau { $n } Punkte
stmt-set = { $target } wird zu { $value }
# A yes-or-no of the game switched on: its clause from now on.
stmt-make = ab jetzt gilt, dass { $cond }

## Wishes, windows, moments and durations

wish-colour = wünsche eine Farbe
wish-colour-or-number = wünsche eine Farbe oder eine Zahl
wish-colour-or-special = wünsche eine Farbe oder eine Spezialkarte
window-targeted = wenn eine Spezialkarte dich als Opfer wählt
window-hand-emptied = sobald jemand seine Hand geleert hat und die Effekte des Zugs vorbei sind
window-card-played = wenn ein anderer { -player } eine Karte aus seiner Hand spielt
window-event-pending = wenn ein anderer { -player } gleich ein Ereignis aufdeckt
trigger-turn-starts = { $whose ->
        [you] dein Zug beginnt
       *[any] ein Zug beginnt
    }
trigger-turn-ends = { $whose ->
        [you] dein Zug endet
       *[any] ein Zug endet
    }
trigger-goes-out = ein { -player } seine letzte { -card } spielt oder abgibt
trigger-hand-empties = die Hand eines { -player }s leer wird
trigger-plays = eine { -card } gespielt wird
trigger-play-ends = das Spielen einer { -card } vorbei ist
trigger-draws = ein { -player } Karten zieht
trigger-hand-changes = sich die Zahl der Handkarten eines { -player }s ändert
trigger-round-starts = eine Runde beginnt
trigger-round-ends = die Runde endet
trigger-round-scores = die Runde gewertet wird
until-round-end = in dieser Runde
until-this-turn-ends = bis zum Ende dieses Zugs
until-next-turn-starts = bis zu deinem nächsten Zug
until-next-turn-ends = bis zum Ende deines nächsten Zugs
lasts-round-end = für die Runde
lasts-game-end = für das ganze Spiel

## The card itself

card-never-played = sie kann nie gespielt werden
card-play-when = du darfst sie nur spielen, wenn { $cond }
card-respond = wirf sie ein, { $window }{ $hasWhen ->
        [yes] , sofern { $when }
       *[no] {""}
    }: { $body }
card-own-turn = in deinem eigenen Zug gilt nur ihr Wunsch
card-held = solange du sie hältst, jedes Mal wenn { $trigger }: { $body }
card-under-top = sie kommt unter die oberste { -card }, die weiter gilt
card-mimic = nenne beim Ausspielen eine andere Spezialkarte, die keine Unique-Karte ist: diese Karte zählt als jene
card-mimic-unique = nenne beim Ausspielen irgendeine andere Spezialkarte: diese Karte zählt als jene
card-bicoloured = spiele sie nur auf eine ihrer beiden Farben; danach gilt ihre andere Farbe
card-number = spiele sie auf eine Karte ihrer Farbe oder ihrer Zahl
card-nothing = nichts passiert
# Wie ein Gleichstand um „den Spieler mit den meisten Karten“ entschieden wird, einmal am Ende des Texts.
note-ties = bei Gleichstand gilt der erste von ihnen in Spielrichtung nach dir
card-unpassable = niemand darf sie mit seinen eigenen Spezialkarten weitergeben
card-powerless = mit ihr darf keine Powerkarte benutzt werden
card-power-first = 1ST: vor der mit ihr gespielten { -card }
card-power-second = 2ND: nach der mit ihr gespielten { -card }
card-usable-when = nur mit einer { -card } nutzbar, { $rel ->
        [yes] { $relCond }
       *[no] bei der { $cond }
    }
## Regelkarten: jeder Regelparameter (language/rule-parameters.ts) in Worten.

rule-this-round = in dieser Runde gilt: { $change }
rule-hand-size = jeder Spieler bekommt { $deal } Karten
rule-direction = gespielt wird { $value ->
        [clockwise] im Uhrzeigersinn
       *[other] gegen den Uhrzeigersinn
    }
rule-black-wishable = { $value ->
        [true] beim Farbwunsch darf man auch Schwarz wünschen: dann darf nur eine schwarze Karte oder ein neuer Wunsch folgen
       *[other] Schwarz darf man sich nicht wünschen
    }
rule-written-scores = { $value ->
        [true] es wird gespielt, als würden die Punkte aufgeschrieben
       *[other] es wird gespielt, als schriebe niemand die Punkte auf
    }
rule-event-discards = { $value ->
        [out-of-game] Karten, die ein Ereignis abwerfen lässt, sind bis zum nächsten Geben aus dem Spiel
       *[other] Karten, die ein Ereignis abwerfen lässt, kommen unter die oberste Karte
    }
rule-power-cards-dealt = jeder Spieler bekommt { $value ->
        [0] keine Powerkarten
        [1] eine Powerkarte
       *[other] { $value } Powerkarten
    }
rule-empty-hand-window = { $value ->
        [immediately] ein Nice Try darf eingeworfen werden, sobald eine Hand leer ist
       *[other] ein Nice Try darf eingeworfen werden, sobald die Effekte des Zuges vorbei sind
    }
rule-round-ends-when = { $value ->
        [hand-empty] die Runde endet erst, wenn jemand keine Karten mehr hat, nicht wenn der Nachziehstapel leer ist
        [draw-pile-empty] die Runde endet erst, wenn der Nachziehstapel leer ist
       *[other] die Runde endet, wenn jemand keine Karten mehr hat oder der Nachziehstapel leer ist
    }
rule-point-limit = das Spiel endet, wenn ein Punktestand die { $length ->
        [short] kurze
        [long] lange
       *[other] mittlere
    } Punktegrenze { $gameEndsWhen ->
        [reaches] erreicht
       *[other] überschreitet
    }
rule-rule-cards-per-round = vor jeder Runde werden { $value } Regelkarten aufgedeckt
rule-cards-per-turn = man darf in einem Zug bis zu { $value } Karten spielen
rule-draw-with-playable = { $value ->
        [false] wer spielen kann, muss spielen
       *[other] man darf ziehen, statt zu spielen
    }
rule-events-per-black-card = jede schwarze Zahlenkarte löst { $value ->
        [1] ein Ereignis
       *[other] { $value } Ereignisse
    } aus
rule-winner = { $value ->
        [highest-total] der höchste Punktestand gewinnt
       *[other] der niedrigste Punktestand gewinnt
    }
rule-round-scoring = { $value ->
        [finisher-scores-others] wer ausmacht, bekommt die Punkte aus den Händen der anderen
       *[other] jeder zählt die Punkte in seiner Hand
    }
rule-rounds = das Spiel dauert { $value } Runden
rule-dealer = { $next ->
        [round-winner] der Gewinner der Runde gibt als Nächstes
        [next-player] das Geben geht an den nächsten Spieler
       *[other] der Verlierer der Runde gibt als Nächstes
    }
rule-eliminate = wer am Ende eines Zuges { $holding } oder mehr Karten hält, scheidet aus
rule-teams = die Punkte von Partnern zählen zusammen

## Fälle, die nach dem Zusammensetzen zu richten sind ("von → zu; ..."): die Sätze setzen Nominative ein.

# "yes": a whole sentence after a colon starts with a capital letter.
capitalize-after-colon = yes
grammar-rewrites = von der erste von die gewählten Spieler → vom ersten der gewählten Spieler; von der letzte von die gewählten Spieler → vom letzten der gewählten Spieler; der erste von die gewählten Spieler → der erste der gewählten Spieler; der letzte von die gewählten Spieler → der letzte der gewählten Spieler; Zahl von die gewählten Spieler → Zahl der gewählten Spieler; auf die Powerkarten von der → auf die Powerkarten vom; in deine Hand → in deiner Hand; in seine Hand → in seiner Hand; in die Hand → in der Hand; von deine Hand → von deiner Hand; von seine Hand → von seiner Hand; in die Powerkarten → in den Powerkarten; in deine Powerkarten → in deinen Powerkarten; in seine Powerkarten → in seinen Powerkarten; gibt du → gibt dir; jeder von die → jeder der; Jeder von die → Jeder der; von jeder Spieler → von jedem Spieler; von jeder andere Spieler → von jedem anderen Spieler; aus die anderen Spieler → aus den anderen Spielern; aus alle Spieler → aus allen Spielern; aus deine Hand → aus deiner Hand; aus seine Hand → aus seiner Hand; aus die Hand → aus der Hand; aus deine Powerkarten → aus deinen Powerkarten; aus seine Powerkarten → aus seinen Powerkarten; aus die Powerkarten → aus den Powerkarten; aus die Karten → aus den Karten; aus der Ablagestapel → aus dem Ablagestapel; aus der Nachziehstapel → aus dem Nachziehstapel; aus der Ereignisstapel → aus dem Ereignisstapel; aus der Powerkartenstapel → aus dem Powerkartenstapel; aus die vier Farben → aus den vier Farben; aus der Stapel → aus dem Stapel; von die → von den; von den gewählte Karte → von der gewählten Karte; gib sie der gewählte Spieler → gib sie dem gewählten Spieler; gibt sie der gewählte Spieler → gibt sie dem gewählten Spieler; von der erste von den Spieler → vom ersten der Spieler; von der erste Spieler → vom ersten Spieler; Der erste von den Spieler → Der erste der Spieler; Zahl von den Spieler mit → Zahl der Spieler mit; außer der erste Spieler → außer dem ersten Spieler; außer die Spieler mit → außer den Spielern mit; von der Nachziehstapel → vom Nachziehstapel; von der Ablagestapel → vom Ablagestapel; von der Powerkartenstapel → vom Powerkartenstapel; von der gewählte Spieler → vom gewählten Spieler; Gib der gewählte Spieler → Gib dem gewählten Spieler; gibt der gewählte Spieler → gibt dem gewählten Spieler; Gib die gewählten Spieler → Gib den gewählten Spielern; gibt sein rechter Nachbar → gibt seinem rechten Nachbarn; gibt sein linker Nachbar → gibt seinem linken Nachbarn; Anteil an die Verteilung → Anteil an der Verteilung; Jeder von alle → Jeder von allen; auf die gewählten Spieler → auf die gewählten Spieler; auf der Stapel auf dem Tisch → auf den Stapel auf dem Tisch; auf der Ablagestapel → auf den Ablagestapel; auf der Powerkartenstapel → auf den Powerkartenstapel; auf der Nachziehstapel → auf den Nachziehstapel; unter der Ereignisstapel → unter den Ereignisstapel; mische der → mische den; Mische der → Mische den; Verteile der → Verteile den; tausche die Hand → tausche die Hand; an alle Spieler → an alle Spieler; Hand vom gewählten Spieler → Hand des gewählten Spielers; Hand von jedem anderen Spieler → Hand jedes anderen Spielers; Hand von jedem Spieler → Hand jedes Spielers; Hand von jeder der Spieler → Hand jedes der Spieler; Hand von sein rechter Nachbar → Hand seines rechten Nachbarn; Hand von sein linker Nachbar → Hand seines linken Nachbarn; von den Karte → von der Karte; Farben von den Karte → Farben der Karte; Farbe von den Karte → Farbe der Karte; Zahl von den Karte → Zahl der Karte; als hätte du → als hättest du; Zahl von alle Spieler → Zahl aller Spieler; nimmt der Stapel → nimmt den Stapel; Lege der Stapel → Lege den Stapel; Punkte von der Stapel → Punkte im Stapel; Punkte von der gewählten Karte → Punkte der gewählten Karte; Punkte von deiner Hand → Punkte in deiner Hand; von der Ereignisstapel → vom Ereignisstapel; zu der Zähler → zum Zähler; jede von die Karten → jede der Karten; wie die Zahl aller Spieler → wie es Spieler gibt; auf der erste Stapel → auf den ersten Stapel; auf der zweite Stapel → auf den zweiten Stapel; aus der erste Stapel → aus dem ersten Stapel; Mische der erste Stapel → Mische den ersten Stapel; Lege der erste Stapel → Lege den ersten Stapel; erste von den Spieler → erste der Spieler; erste von den gewählten Spieler → erste der gewählten Spieler; letzte von den gewählten Spieler → letzte der gewählten Spieler; von der Spieler, der → des Spielers, der; von jeder der Spieler → jedes der Spieler; gleich du ist → du bist; aus die Ereignisse → aus den Ereignissen; Name von diese Karte → Name dieser Karte; außer die oberste Karte → außer der obersten Karte; Powerkarten von jedem Spieler → Powerkarten jedes Spielers; Erhöhe der Zähler → Erhöhe den Zähler; Verringere der Zähler → Verringere den Zähler; Erhöhe das Punktelimit → Erhöhe das Punktelimit; Zahl von den Karten → Zahl der Karten; jede von den Karten → jede der Karten; den erste Stapel → den ersten Stapel; jeden von den Spieler → jeden der Spieler; jeden von die Spieler → jeden der Spieler; Hand von diesem Spieler → Hand dieses Spielers; gibt sie dieser Spieler → gibt sie diesem Spieler; Hand von dieser Spieler → Hand dieses Spielers; Nachbar von dieser Spieler → Nachbar dieses Spielers; aus die noch nicht erreichten von den anderen Spieler → aus den noch nicht erreichten anderen Spielern; jeden von den anderen Spieler → jeden der anderen Spieler; jeden von den Spieler → jeden der Spieler; in der Nachziehstapel → im Nachziehstapel; in der Ablagestapel → im Ablagestapel; in der Powerkartenstapel → im Powerkartenstapel; Hand von irgendein Spieler → Hand irgendeines Spielers; Punkte in deiner Hand kleiner als 7 ist → Punkte in deiner Hand kleiner als 7 sind; Punkte im Stapel auf dem Tisch größer als 21 ist → Punkte im Stapel auf dem Tisch größer als 21 sind; Punkte dieser Runde größer als 0 ist → Punkte dieser Runde größer als 0 sind; Punkte dieser Runde am höchsten ist → Punkte dieser Runde am höchsten sind; Die Punkte von jedem Spieler dieser Runde → Die Punkte jedes Spielers in dieser Runde; die Punkte von sie → ihr Punktwert; außer sie → außer ihr; eine Karte aus seiner Hand, bei denen → eine Karte aus seiner Hand, bei der; einige von seiner Hand → einige Karten seiner Hand; ihr Punktwert höchstens der Zähler ist → ihr Punktwert höchstens so groß wie der Zähler ist; ihr Punktwert mindestens Zähler → ihr Punktwert mindestens so groß wie Zähler; Wenn seine Hand keine Karte enthält → Wenn seine Hand leer ist; aus die aus dem → aus den aus dem; nimmt der Rest von den → nimmt den Rest der; bei der ihr Punktwert höchstens so groß wie der Zähler ist → die höchstens den Zähler wert ist; einige Karten seiner Hand außer ihr zusammen der Zähler minus ihr Punktwert ergeben → mit der einige andere Karten seiner Hand genau den Zähler ergeben; wird zu die Punkte von den gewählten Karten → wird zu den Punkten der gewählten Karten; nach sein Konto → nach ihrem Konto; bekommt seine Strichliste Punkte mehr → bekommt so viele Punkte mehr, wie seine Strichliste zeigt; zu sein Konto hinzu → zu seinem Konto hinzu; dessen Hand keine Karte enthält → dessen Hand leer ist; die höchstens den Zähler wert ist und mit der einige andere Karten seiner Hand genau den Zähler ergeben → die mit anderen seiner Karten genau den Zähler ergibt; um die Punkte der gewählten Karte → um deren Punktwert; bei der ihr Punktwert mindestens der Zähler ist → die mindestens den Zähler wert ist; bekommt so viele Punkte mehr, wie seine Strichliste zeigt → gewinnt Punkte in Höhe seiner Strichliste; gewinnt sein Konto Punkte → gewinnt Punkte in Höhe seines Kontos; (Gleichstand teilt einen Rang) → (Gleichstand, gleicher Rang); auf der Tischstapel → auf den Tischstapel; nimmt der Tischstapel → nimmt den Tischstapel; Mische der Tischstapel → Mische den Tischstapel; Verteile der Tischstapel → Verteile den Tischstapel; Lege der Tischstapel → Lege den Tischstapel; aus der Tischstapel → aus dem Tischstapel; Punkte von der Tischstapel → Punkte im Tischstapel; Punkte im Stapel auf dem Tisch → Punkte im Tischstapel; im Tischstapel größer als 21 ist → im Tischstapel größer als 21 sind; die anderen gewinnt → die anderen gewinnen; die anderen verliert → die anderen verlieren; Der erste von alle Spieler → Der erste aller Spieler; der erste von alle Spieler → der erste aller Spieler; der erste von den von alle Spieler → der erste aller Spieler; deren Hand keine Karte enthält → deren Hand leer ist; Wert für der Wert seiner Karte → Kartenwert; dessen Hand mindestens eine Karte enthält → der Karten hat; deren Hand mindestens eine Karte enthält → die Karten haben; Der erste aller Spieler, deren Hand leer ist → Der erste Spieler mit leerer Hand; der erste aller Spieler, die Karten haben → der erste Spieler mit Karten; gibt dieser Spieler → gibt diesem Spieler; Farbe von den oberste Karte → Farbe der obersten Karte; jeden von den gewählten Spieler → jeden der gewählten Spieler; Powerkarten von dieser Spieler → Powerkarten dieses Spielers; kommt zu die Powerkarten von dem anderen → kommt zu den Powerkarten des anderen; Spieler aus allen Spielern, deren Powerkarten mindestens eine Karte enthält → Spieler, die Powerkarten haben; aus den Karten in den Powerkarten → aus den Powerkarten; wenn er du ist → wenn du es bist; wenn er gleich du ist → wenn du es bist; wenn er du bist → wenn du es bist; aus den Karten in seinen Powerkarten → aus seinen Powerkarten; eine Karte blind aus seinen Powerkarten, die verdeckt liegen → blind eine seiner verdeckten Powerkarten; bis zu eine Karte aus seinen Powerkarten, die benutzt sind → bis zu eine seiner benutzten Powerkarten; so viele Karten wie die Zahl der Karten in seiner Hand → so viele Karten, wie er auf der Hand hat; so viele Karten wie die Zahl von den → eine Karte für jede der; Der Spieler, dessen Punktestand am höchsten ist, → Der Spieler mit dem höchsten Punktestand; der Spieler, dessen Punktestand am niedrigsten ist, → der Spieler mit dem niedrigsten Punktestand; Spieler aus allen Spielern → Spieler; außer der Spieler mit den → außer dem Spieler mit den; außer der Spieler, → außer dem Spieler,; jede von den → jede der; außer diese Karte → außer dieser Karte; diese Karte im Nachziehstapel ist oder diese Karte im Ablagestapel ist oder diese Karte in der Hand irgendeines Spielers ist → diese Karte im Nachziehstapel, im Ablagestapel oder in der Hand eines Spielers ist; aus deine verdeckten → aus deinen verdeckten; aus seine verdeckten → aus seinen verdeckten; aus die verdeckten → aus den verdeckten; aus deine offenen → aus deinen offenen; aus seine offenen → aus seinen offenen; aus die offenen → aus den offenen; in deine verdeckten → in deinen verdeckten; in seine verdeckten → in seinen verdeckten; in die verdeckten → in den verdeckten; in deine offenen → in deinen offenen; in seine offenen → in seinen offenen; in die offenen → in den offenen; von deine verdeckten → von deinen verdeckten; von seine verdeckten → von seinen verdeckten; von die verdeckten → von den verdeckten; von deine offenen → von deinen offenen; von seine offenen → von seinen offenen; von die offenen → von den offenen; von dein linker Nachbar → von deinem linken Nachbarn; von dein rechter Nachbar → von deinem rechten Nachbarn

# Eine Zahl aus einem Bereich (`choose number 0..20`): $least und $most sind die Grenzen.
choose-number-range = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } eine Zahl von { $least } bis { $most }

# Eine der Optionen, die eine Regel nennt (`choose one of [double, calm]`): $names zählt sie auf.
choose-one = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } eines von: { $names }
chosen-one = die gewählte Option

# Ein Wunsch, beschränkt auf eine Liste (`wish colour from colours of hand of me by p`).
wish-from-list = { $hasBy ->
        [yes] { $byForm ->
            [you] wünsche
           *[other] { $by } wünscht
        }
       *[no] wünsche
    } eine Farbe aus { $from }

# How the round ended, as `when round-scores` names it (`round-end`).
global-round-end = wie die Runde endete

# a player out of the game at once (`eliminate p`), and an extra turn (`p takes another turn`).
verb-eliminate = { $whatForm ->
        [you] du scheidest aus dem Spiel aus
        [they] er scheidet aus dem Spiel aus
       *[other] { $what } scheidet aus dem Spiel aus
    }
verb-extra-turn = { $form ->
        [you] spiele danach gleich noch einen Zug
       *[other] { $who } ist zweimal hintereinander am Zug
    }

# the whole numbers from a to b (`numbers(1, 9)`), a table's keys or a list to go through.
builtin-numbers = die Zahlen von { $a } bis { $b }
# the names of the cards, each once (`ids of hand of me`), a table's keys.
prop-ids = { $form ->
        [rel] deren Namen
        [rel-one] deren Namen
        [it] ihre Namen
       *[other] die Namen von { $of }
    }

# Die Karten, die verdeckt bzw. offen vor einem Spieler auf dem Tisch liegen (Tischkarten).
prop-face-down-cards = { $form ->
        [rel] deren verdeckte Tischkarten
        [rel-one] dessen verdeckte Tischkarten
        [you] deine verdeckten Tischkarten
        [they] seine verdeckten Tischkarten
       *[other] die verdeckten Tischkarten von { $of }
    }
prop-face-up-cards = { $form ->
        [rel] deren offene Tischkarten
        [rel-one] dessen offene Tischkarten
        [you] deine offenen Tischkarten
        [they] seine offenen Tischkarten
       *[other] die offenen Tischkarten von { $of }
    }

# Karten in einen Stapel gesteckt, mit dessen obersten $below Karten darüber (`move cards to pile below n`).
verb-move-below = { $form ->
        [you] stecke
       *[other] { $who } steckt
    } { $what } { $belowExact ->
        [yes] unter die obersten { $below } Karten von { $to }
       *[other] unter so viele der obersten Karten von { $to } wie { $below }
    }

# face-down-plays: a card played face down (`face-down`), whether it would have been allowed face up (`fitted`).
global-face-down = { $neg ->
        [yes] sie offen gespielt wurde
       *[other] sie verdeckt gespielt wurde
    }
global-fitted = { $neg ->
        [yes] sie nicht passte
       *[other] sie passte
    }
rule-face-down-plays = { $value ->
        [true] man darf im eigenen Zug jede { -card } verdeckt spielen und behaupten, dass sie passt
       *[other] jede { -card } wird offen gespielt
    }

# Two players become partners (`partner p with q`), and how partners' points add up (`team-scoring`).
verb-partner = { $whatForm ->
        [you] du und { $with } seid ab jetzt Partner
       *[other] { $what } und { $with } sind ab jetzt Partner
    }
rule-team-scoring = { $value ->
        [per-player] jeder bekommt die Punkte seiner Seite aus der Runde und spielt um seinen eigenen Punktestand
       *[other] die Punkte einer Seite sind die Punkte ihrer Spieler zusammen
    }
