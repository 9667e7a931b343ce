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
pronoun-rel = {""}
expr-text = „{ $text }“
expr-true = ja
expr-false = nein
expr-none = keine
expr-unknown = etwas
expr-counter = der Zähler
expr-flag = es geht weiter
expr-shared = der gemeinsame Zähler
expr-index = { $form ->
        [you] dein
        [they] sein
       *[other] der
    } Anteil an { $obj }
expr-not = nicht ({ $e })
expr-neg = minus { $e }
expr-filter = { $src }, { $one ->
        [yes] bei dem
       *[no] bei denen
    } { $cond }
each-players = jeder { -player }
each-others = jeder andere { -player }
each-of = jeder von { $src }

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
global-current = der { -player }, der am Zug ist
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
global-opening = diese { -card } die Runde eröffnet
global-black-wished = Schwarz gewünscht ist
global-this-card = diese { -card }
global-played-card = die mit ihr gespielte { -card }
global-played-this-turn = die in diesem Zug gespielten Karten
global-events-this-round = die Ereignisse dieser Runde
global-events-this-game = die Ereignisse dieses Spiels
global-point-limit = das Punktelimit
global-written-scores = Punkte aufgeschrieben werden
global-events-per-black-card = die Zahl der Ereignisse pro schwarzer { -card }
global-attacks-secured = der Angriff gesichert ist
global-card = die { -card }
global-further = sie eine weitere { -card } des Zugs ist
global-turn-skipped = der Zug ausgesetzt wird
global-goer = der { -player }, der ausgegangen ist
global-who = der { -player }, der sie gespielt hat
global-played = die gespielte { -card }
global-drawer = der { -player }, der gezogen hat
global-drawn = die gezogenen Karten
global-turn-draw = es das Ziehen des Zugs war
global-holder = dieser { -player }
global-holding = die Zahl seiner Handkarten
global-dealer = der Geber
global-finisher = der { -player }, der seine Hand geleert hat
global-finishers = die { -player } mit leerer Hand
global-attacker = der Angreifer
global-emptied = die { -player }, die ausgegangen sind
global-triggerer = der { -player }, der das Ereignis ausgelöst hat

## Properties

prop-hand = { $form ->
        [you] deine Hand
        [they] seine Hand
       *[other] die Hand von { $of }
    }
prop-powers = { $form ->
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
        [you] dein Punktestand
        [they] sein Punktestand
       *[other] der Punktestand von { $of }
    }
prop-round-score = { $form ->
        [you] deine Punkte dieser Runde
        [they] seine Punkte dieser Runde
       *[other] die Punkte von { $of } in dieser Runde
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] du nicht aussetzen musst
           *[other] { $of } nicht aussetzen muss
        }
       *[no] { $form ->
            [you] du aussetzen musst
           *[other] { $of } aussetzen muss
        }
    }
prop-playable = { $form ->
        [you] die Karten, die du spielen kannst
       *[other] die Karten, die { $of } spielen kann
    }
prop-free-plays = { $form ->
        [you] die Karten, die du auf alles spielen könntest
       *[other] die Karten, die { $of } auf alles spielen könnte
    }
prop-used = { $neg ->
        [yes] { $of } verdeckt liegt
       *[no] { $of } benutzt ist
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } in diesem Zug nicht benutzt wurde
       *[no] { $of } in diesem Zug benutzt wurde
    }
prop-count = { $kind ->
        [pile] die Zahl der Karten in { $of }
       *[other] die Zahl von { $of }
    }
prop-first = der erste von { $of }
prop-last = der letzte von { $of }
prop-points = die Punkte von { $of }
prop-colour = { $form ->
        [it] ihre Farbe
       *[other] die Farbe von { $of }
    }
prop-colours = { $form ->
        [it] ihre Farben
       *[other] die Farben von { $of }
    }
prop-number = { $form ->
        [it] ihre Zahl
       *[other] die Zahl von { $of }
    }
prop-id = { $form ->
        [it] ihr Name
       *[other] der Name von { $of }
    }
prop-class = { $form ->
        [it] ihre Art
       *[other] die Art von { $of }
    }
prop-symbol = { $form ->
        [it] ihr Symbol
       *[other] das Symbol von { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } weitergegeben werden darf
       *[no] { $of } nicht weitergegeben werden darf
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

cond-special = { $form ->
        [it] sie eine Spezialkarte ist
       *[other] { $of } eine Spezialkarte ist
    }
cond-numbered = { $form ->
        [it] sie eine Zahlenkarte ist
       *[other] { $of } eine Zahlenkarte ist
    }

## Builtins

builtin-min = das Kleinere von { $a } und { $b }
builtin-max = das Größere von { $a } und { $b }
builtin-highest = die von { $a } mit dem höchsten Wert für { $b }
builtin-lowest = die von { $a } mit dem niedrigsten Wert für { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] der erste { $everyone ->
            [yes] { -player }
           *[no] von { $a }
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
        [first] der erste { $everyone ->
            [yes] { -player }
           *[no] von { $a }
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
builtin-nth-lowest = die von { $a } mit dem { $b }. niedrigsten Wert für { $c }
builtin-sum = die Summe über { $a } von { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] die oberste { -card }
           *[other] die obersten { $b } Karten
        } von { $a }
       *[no] so viele Karten von { $a } wie { $b }
    }
builtin-table = eine Notiz je { -player }
builtin-table-pile = der Stapel auf dem Tisch
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
cmp-hand-sizes = { $form ->
        [you] du
        [they] er
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
op-in = { $r } { $l } enthalten

## Choices

choose-player = { $form ->
        [you] wähle
       *[other] { $who } wählt
    } { -player.gender ->
        [masculine] einen
       *[feminine] eine
    } { $others ->
        [yes] anderen { -player }
        [filter] anderen { -player }, bei dem { $cond }
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
    } aus { $from }
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
        [you] zeige
       *[other] { $who } zeigt
    } allen { $what }
verb-plays = { $form ->
        [you] spiele
       *[other] { $who } spielt
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] du setzt deinen nächsten Zug aus
        [they] er setzt seinen nächsten Zug aus
       *[other] { $what } setzt seinen nächsten Zug aus
    }
verb-move = lege { $what } { $place ->
        [under] unter
       *[to] auf
    } { $pile }
verb-shuffle = mische { $what }
verb-deal = verteile { $what } einzeln an { $to }
verb-swap = { $hands ->
        [yes] { $aForm ->
            [you] du und { $b } tauscht eure Hände
           *[other] { $a } und { $b } tauschen ihre Hände
        }
       *[no] tausche { $what } gegen { $with }
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
verb-cancel = jede Wirkung, die ein Ereignis begonnen hat, endet
verb-add = decke eine weitere Regelkarte auf
verb-renew = die geltenden Regelkarten werden durch ebenso viele neue ersetzt
verb-ready = drehe { $what } wieder um, bereit zum Benutzen

## Statements

stmt-counter = beginne einen Zähler bei { $start }
# A choice and the action that uses it, in one sentence.
stmt-and = { $first }{ $comma ->
        [yes] ,
       *[no] {""}
    } und { $then }
stmt-flag-on = es geht weiter
stmt-flag-off = es hört auf
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
stmt-when = { $until }, jedes Mal wenn { $trigger }: { $body }
stmt-simultaneously = alle zugleich: { $body }
stmt-forbid = { $until } darf keine { -card } gespielt werden, bei der { $cond }
stmt-allow = { $until } darf auch eine { -card } gespielt werden, bei der { $cond }
stmt-show = { $form ->
        [you] du siehst
        [all] alle sehen
       *[other] { $to } sieht
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] du bekommst
        [they] er bekommt
       *[other] { $who } bekommt
    } { $n } Punkte mehr{ $round ->
        [yes] {" "}in dieser Runde
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] du bekommst
        [they] er bekommt
       *[other] { $who } bekommt
    } { $n } Punkte weniger{ $round ->
        [yes] {" "}in dieser Runde
       *[no] {""}
    }
stmt-round-score = { $form ->
        [you] du bekommst
        [they] er bekommt
       *[other] { $who } bekommt
    } in dieser Runde genau { $n } Punkte
stmt-set = { $target } wird zu { $value }

## Wishes, windows, moments and durations

wish-colour = wünsche eine Farbe
wish-colour-or-number = wünsche eine Farbe oder eine Zahl
wish-colour-or-special = wünsche eine Farbe oder eine Spezialkarte
window-targeted = wenn eine Spezialkarte dich als Opfer wählt
window-hand-emptied = sobald jemand seine Hand geleert hat und die Effekte des Zugs vorbei sind
window-event-pending = wenn ein anderer { -player } gleich ein Ereignis aufdeckt
trigger-turn-starts = ein Zug beginnt
trigger-turn-ends = ein Zug endet
trigger-goes-out = ein { -player } seine letzte { -card } spielt oder abgibt
trigger-hand-empties = die Hand eines { -player }s leer wird
trigger-plays = eine { -card } gespielt wird
trigger-play-ends = das Spielen einer { -card } vorbei ist
trigger-draws = ein { -player } Karten zieht
trigger-hand-changes = sich die Zahl der Handkarten eines { -player }s ändert
trigger-round-starts = eine Runde beginnt
trigger-round-ends = die Runde endet
trigger-round-scores = die Runde gewertet wird
until-round-end = bis zum Ende der Runde
until-this-turn-ends = bis zum Ende dieses Zugs
until-next-turn-starts = bis zu deinem nächsten Zug
until-next-turn-ends = bis zum Ende deines nächsten Zugs
lasts-round-end = für die Runde
lasts-game-end = für das ganze Spiel

## The card itself

card-never-played = sie kann nie gespielt werden
card-play-when = du darfst sie nur spielen, wenn { $cond }
card-respond = wirf sie ein, { $window }{ $hasWhen ->
        [yes] {" "}(wenn { $when })
       *[no] {""}
    }: { $body }
card-own-turn = auch in deinem eigenen Zug
card-held = solange du sie hältst, jedes Mal wenn { $trigger }: { $body }
card-under-top = sie kommt unter die oberste { -card }, die weiter gilt
card-mimic = sie kopiert die { -card } unter ihr
card-mimic-unique = sie kopiert die { -card } unter ihr, auch Unikate
card-unpassable = niemand darf sie mit seinen eigenen Spezialkarten weitergeben
card-powerless = mit ihr darf keine Powerkarte benutzt werden
card-power-first = 1ST: vor der mit ihr gespielten { -card }
card-power-second = 2ND: nach der mit ihr gespielten { -card }
card-usable-when = nur mit einer { -card } nutzbar, bei der { $cond }
rule-patch = Regel { $name }: { $value }

## Fälle, die nach dem Zusammensetzen zu richten sind ("von → zu; ..."): die Sätze setzen Nominative ein.

grammar-rewrites = von der erste von die gewählten Spieler → vom ersten der gewählten Spieler; von der letzte von die gewählten Spieler → vom letzten der gewählten Spieler; der erste von die gewählten Spieler → der erste der gewählten Spieler; der letzte von die gewählten Spieler → der letzte der gewählten Spieler; Zahl von die gewählten Spieler → Zahl der gewählten Spieler; auf die Powerkarten von der → auf die Powerkarten vom; in deine Hand → in deiner Hand; in seine Hand → in seiner Hand; in die Hand → in der Hand; von deine Hand → von deiner Hand; von seine Hand → von seiner Hand; in die Powerkarten → in den Powerkarten; in deine Powerkarten → in deinen Powerkarten; in seine Powerkarten → in seinen Powerkarten; gibt du → gibt dir; jeder von die → jeder der; Jeder von die → Jeder der; von jeder Spieler → von jedem Spieler; von jeder andere Spieler → von jedem anderen Spieler; aus die anderen Spieler → aus den anderen Spielern; aus alle Spieler → aus allen Spielern; aus deine Hand → aus deiner Hand; aus seine Hand → aus seiner Hand; aus die Hand → aus der Hand; aus deine Powerkarten → aus deinen Powerkarten; aus seine Powerkarten → aus seinen Powerkarten; aus die Powerkarten → aus den Powerkarten; aus die Karten → aus den Karten; aus der Ablagestapel → aus dem Ablagestapel; aus der Nachziehstapel → aus dem Nachziehstapel; aus der Ereignisstapel → aus dem Ereignisstapel; aus der Powerkartenstapel → aus dem Powerkartenstapel; aus die vier Farben → aus den vier Farben; aus der Stapel → aus dem Stapel; von die → von den; von den gewählte Karte → von der gewählten Karte; gib sie der gewählte Spieler → gib sie dem gewählten Spieler; gibt sie der gewählte Spieler → gibt sie dem gewählten Spieler; von der erste von den Spieler → vom ersten der Spieler; von der erste Spieler → vom ersten Spieler; Der erste von den Spieler → Der erste der Spieler; Zahl von den Spieler mit → Zahl der Spieler mit; außer der erste Spieler → außer dem ersten Spieler; außer die Spieler mit → außer den Spielern mit; von der Nachziehstapel → vom Nachziehstapel; von der Ablagestapel → vom Ablagestapel; von der Powerkartenstapel → vom Powerkartenstapel; von der gewählte Spieler → vom gewählten Spieler; Gib der gewählte Spieler → Gib dem gewählten Spieler; gibt der gewählte Spieler → gibt dem gewählten Spieler; Gib die gewählten Spieler → Gib den gewählten Spielern; gibt sein rechter Nachbar → gibt seinem rechten Nachbarn; gibt sein linker Nachbar → gibt seinem linken Nachbarn; Anteil an die Verteilung → Anteil an der Verteilung; Jeder von alle → Jeder von allen; auf die gewählten Spieler → auf die gewählten Spieler; auf der Stapel auf dem Tisch → auf den Stapel auf dem Tisch; auf der Ablagestapel → auf den Ablagestapel; auf der Powerkartenstapel → auf den Powerkartenstapel; auf der Nachziehstapel → auf den Nachziehstapel; unter der Ereignisstapel → unter den Ereignisstapel; mische der → mische den; Mische der → Mische den; Verteile der → Verteile den; tausche die Hand → tausche die Hand; an alle Spieler → an alle Spieler
