# Frasi italiane del testo di regola scritto dall'effetto di una carta (rules-text/).
# Variabili come in en.ftl. I termini portano il genere come attributo (-card.gender).

# Glossary (published Italian rules): a round is a "partita", the whole game the "gioco", the cards held are the "mano"; power cards are "carte Power".
-round = partita
-card = carta
    .gender = feminine
-player = giocatore
    .gender = masculine

## Pronouns and plain values

pronoun-they = lui
pronoun-it = essa
# Left empty: conditions on each element keep their own clause (a relative pronoun would need new case and agreement phrases).
pronoun-rel = {""}
expr-text = «{ $text }»
expr-true = sì
expr-false = no
expr-none = nessuno
expr-unknown = qualcosa
# What a list has left once a chosen part is taken out.
expr-rest = il resto di { $src }
# A marker set only as this effect ends the round.
expr-ended = { $neg ->
        [yes] questa carta non ha finito la { -round }
       *[other] questa carta ha finito la { -round }
    }
expr-rank = posizione
# The value of the card each player laid, kept per player.
expr-card-value = valore della carta
expr-counter = { $letter ->
        [none] il contatore
       *[other] il contatore { $letter }
    }
# One element of a list, whichever it is ("some player").
expr-some-of = { $kind ->
        [player] un giocatore
       *[other] uno di { $src }
    }
# A list a loop over it shrinks by each element in turn.
expr-not-yet-reached = quelli di { $src } non ancora raggiunti
# A count going up by one for each player of a loop, read as the player's place.
expr-place = il suo posto nell'ordine di gioco (1 per il primo, 2 per il successivo e così via)
expr-goes-on = { $neg ->
        [yes] ci si è fermati
       *[other] si continua
    }
expr-marker = { $neg ->
        [yes] il segnalino non è messo
       *[other] il segnalino è messo
    }
expr-tally = conteggio
expr-shared = il contatore comune
expr-index = { $which ->
        [card] { $form ->
            [you] i punti della tua carta
            [they] i punti della sua carta
           *[other] i punti della carta di { $of }
        }
        [rank] { $form ->
            [you] la tua posizione
            [they] la sua posizione
           *[other] la posizione di { $of }
        }
        [split] { $form ->
            [you] la tua parte
            [they] la sua parte
           *[other] la parte di { $of }
        }
       *[other] { $form ->
            [you] il tuo { $obj }
            [they] il suo { $obj }
           *[other] il { $obj } di { $of }
        }
    }
expr-not = non ({ $e })
expr-neg = meno { $e }
expr-filter = { $pileSrc ->
        [yes] le carte in { $src } per cui
       *[no] { $src } per cui
    } { $cond }
# Cards picked by name or by class, and the piles an effect lays out on the table.
expr-card-named = carte «{ $name }»
expr-cards-of = le { $what } in { $src }
expr-own-pile = il suo mucchio sul tavolo
expr-table-pile-nth = { $n ->
        [1] il primo mucchio sul tavolo
       *[other] il secondo mucchio sul tavolo
    }
expr-special-cards = carte speciali
class-coloured-number = carte numero colorate
class-black-number = carte numero nere
class-coloured-special = carte speciali colorate
class-bicoloured-special = carte speciali bicolori
class-open-wish = carte desiderio
class-unique = carte speciali uniche
each-named = ogni carta chiamata «{ $name }»
each-players = ogni { -player }
each-others = ogni altro { -player }
each-of = { $kind ->
        [pile] ogni carta in { $src }
       *[other] ciascuno di { $src }
    }
# A player of a loop who chose another, named in a sentence about that other.
each-chooser = il giocatore che lo ha scelto

## Colours

colour-blue = blu
colour-red = rosso
colour-green = verde
colour-yellow = giallo
colour-black = nero

## Names an effect reads

global-me = tu
global-players = tutti i giocatori
global-others = gli altri giocatori
global-current = il { -player } di turno
global-draw-pile = il mazzo
global-discard-pile = la pila degli scarti
global-event-pile = il mazzo degli eventi
global-power-pile = il mazzo delle carte Power
global-active-colour = il colore in vigore
global-active-number = il numero in vigore
global-top-card = la { -card } in cima agli scarti
global-last-colour = l'ultimo colore giocato o chiesto
global-colours = i quattro colori
global-special-wish = è chiesta una carta speciale
global-open-pile = sugli scarti non vale nulla
global-opening = { $neg ->
        [yes] questa { -card } non apre la partita
       *[other] questa { -card } apre la partita
    }
global-black-wished = è chiesto il nero
global-this-card = questa { -card }
global-played-card = la { -card } giocata con essa
global-played-this-turn = le carte giocate in questo turno
global-events-this-round = gli eventi di questa { -round }
global-events-this-game = gli eventi di questo gioco
global-point-limit = il limite di punti
global-cards-dealt = il numero di carte distribuite in questa { -round }
global-written-scores = i punteggi vengono annotati
global-events-per-black-card = il numero di eventi per { -card } nera
global-attacks-secured = { $neg ->
        [yes] l'attacco può essere contrastato
       *[other] l'attacco non può essere contrastato
    }
global-card = la { -card }
global-further = è un'altra { -card } del turno
global-turn-skipped = il turno è saltato
global-goer = il { -player } che è uscito
global-who = il { -player } che l'ha giocata
global-played = la { -card } giocata
global-drawer = il { -player } che ha pescato
global-drawn = le carte pescate
global-turn-draw = era la pescata del turno
global-holder = quel { -player }
global-holding = il numero delle sue carte
global-dealer = il mazziere
global-finisher = { $exists ->
        [yes] qualcuno è uscito
        [none] nessuno ha svuotato la mano
       *[other] il { -player } che ha svuotato la mano
    }
global-finishers = i giocatori con la mano vuota
global-attacker = l'attaccante
global-emptied = i giocatori usciti
global-triggerer = il { -player } che ha fatto scattare l'evento

## Properties

prop-hand = { $form ->
        [you] la tua mano
        [they] la sua mano
       *[other] la mano di { $of }
    }
prop-powers = { $form ->
        [you] le tue carte Power
        [they] le sue carte Power
       *[other] le carte Power di { $of }
    }
prop-left = { $form ->
        [you] il tuo vicino di sinistra
        [they] il suo vicino di sinistra
       *[other] il vicino di sinistra di { $of }
    }
prop-right = { $form ->
        [you] il tuo vicino di destra
        [they] il suo vicino di destra
       *[other] il vicino di destra di { $of }
    }
prop-next = { $form ->
        [you] il { -player } successivo
       *[other] il { -player } dopo { $of }
    }
prop-others = { $form ->
        [you] gli altri giocatori
       *[other] i giocatori tranne { $of }
    }
prop-team = { $form ->
        [you] la tua squadra
        [they] la sua squadra
       *[other] la squadra di { $of }
    }
prop-partner = { $form ->
        [you] il tuo compagno
        [they] il suo compagno
       *[other] il compagno di { $of }
    }
prop-score = { $form ->
        [you] il tuo punteggio
        [they] il suo punteggio
       *[other] il punteggio di { $of }
    }
prop-round-score = { $form ->
        [you] i tuoi punti della mano
        [they] i suoi punti della mano
       *[other] i punti di { $of } nella mano
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] non devi saltare il turno
           *[other] { $of } non deve saltare il turno
        }
       *[no] { $form ->
            [you] devi saltare il turno
           *[other] { $of } deve saltare il turno
        }
    }
prop-playable = { $form ->
        [you] le carte che puoi giocare
       *[other] le carte che { $of } può giocare
    }
prop-free-plays = { $form ->
        [you] le carte che potresti giocare su tutto
       *[other] le carte che { $of } potrebbe giocare su tutto
    }
prop-used = { $neg ->
        [yes] { $of } è coperta
       *[no] { $of } è usata
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } non è stata usata in questo turno
       *[no] { $of } è stata usata in questo turno
    }
prop-count = { $kind ->
        [pile] il numero di carte in { $of }
       *[other] il numero di { $of }
    }
prop-first = il primo di { $of }
prop-last = l'ultimo di { $of }
prop-points = i punti di { $of }
prop-colour = { $form ->
        [it] il suo colore
       *[other] il colore di { $of }
    }
prop-colours = { $form ->
        [it] i suoi colori
       *[other] i colori di { $of }
    }
prop-number = { $form ->
        [it] il suo numero
       *[other] il numero di { $of }
    }
prop-id = { $form ->
        [it] il suo nome
       *[other] il nome di { $of }
    }
prop-class = { $form ->
        [it] il suo tipo
       *[other] il tipo di { $of }
    }
prop-symbol = { $form ->
        [it] il suo simbolo
       *[other] il simbolo di { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } può essere ceduta
       *[no] { $of } non può essere ceduta
    }
prop-owner = il { -player } che tiene { $of }
prop-top = la { -card } in cima a { $of }

cond-some = { $playable ->
        [yes] { $ownerForm ->
            [you] puoi giocare una { -card }
            [they] può giocare una { -card }
           *[other] { $owner } può giocare una { -card }
        }
       *[no] { $kind ->
                [pile] { $of } contiene almeno una { -card }
               *[other] c'è almeno una di { $of }
            }
    }
cond-empty = { $playable ->
        [yes] { $ownerForm ->
            [you] non puoi giocare nessuna { -card }
            [they] non può giocare nessuna { -card }
           *[other] { $owner } non può giocare nessuna { -card }
        }
       *[no] { $kind ->
                [pile] { $of } non contiene carte
               *[other] non c'è nessuna di { $of }
            }
    }

# A property each of a list shares with at least $n of the list ($prop: its relative form, "whose number").
cond-repeated = { $prop } compare almeno { $n } volte tra esse
# How many players share the most (or fewest) cards.
cond-one-most = un solo giocatore ha { $fn ->
        [highest] più
       *[other] meno
    } carte
cond-not-all-equal = non tutti i giocatori hanno lo stesso numero di carte
# A choice that came out empty.
cond-none-chosen = non è stato scelto nulla
# A clause about each element widened or emptied by a condition about something else.
cond-or-any = { $cond } (tutte se { $when })
cond-none-if = { $cond } (nessuna se { $when })
cond-special = { $form ->
        [it] è una carta speciale
       *[other] { $of } è una carta speciale
    }
cond-numbered = { $form ->
        [it] è una carta numero
       *[other] { $of } è una carta numero
    }

## Builtins

builtin-min = il minore tra { $a } e { $b }
builtin-max = il maggiore tra { $a } e { $b }
builtin-highest = { $pick ->
        [all] quelli di { $a }
       *[other] { $everyone ->
            [yes] il giocatore
           *[no] quello di { $a }
        }
    } con il valore più alto di { $b }
builtin-lowest = { $pick ->
        [all] quelli di { $a }
       *[other] { $everyone ->
            [yes] il giocatore
           *[no] quello di { $a }
        }
    } con il valore più basso di { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] { $everyone ->
            [yes] il giocatore
           *[no] quello di { $a }
        }
        [last] l'ultimo { $everyone ->
            [yes] giocatore
           *[no] di { $a }
        }
       *[all] { $everyone ->
            [yes] i giocatori
           *[no] quelli di { $a }
        }
    } con più carte
superlative-fewest-cards = { $pick ->
        [first] { $everyone ->
            [yes] il giocatore
           *[no] quello di { $a }
        }
        [last] l'ultimo { $everyone ->
            [yes] giocatore
           *[no] di { $a }
        }
       *[all] { $everyone ->
            [yes] i giocatori
           *[no] quelli di { $a }
        }
    } con meno carte
builtin-nth-lowest = quelli di { $a } con il { $b }° valore più basso di { $c }
builtin-sum = la somma su { $a } di { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] la { -card } in cima
           *[other] le { $b } carte in cima
        } a { $a }
       *[no] tante carte dalla cima di { $a } quante { $b }
    }
builtin-table = una nota per { -player }
builtin-table-pile = il mucchio sul tavolo
builtin-following = quello dopo { $b } tra { $a }
# An element picked at random ($aKind: hand, with its $owner and $ownerForm; pile; cards; players; colours; any other).
builtin-random = { $aKind ->
        [hand] una { -card } a caso { $ownerForm ->
            [you] dalla tua mano
            [they] dalla sua mano
           *[other] dalla mano di { $owner }
        }
        [pile] una { -card } a caso da { $a }
        [cards] una { -card } a caso tra { $a }
        [players] un { -player } a caso tra { $a }
        [colours] un colore a caso tra { $a }
       *[other] uno di { $a } a caso
    }
builtin-race = il più rapido di { $a }
builtin-race-order = { $a } dal più rapido al più lento
builtin-join = { $a } e { $b }
builtin-without = { $a } tranne { $bForm ->
        [you] te
        [they] lui
       *[other] { $b }
    }
builtin-find = ogni { -card } chiamata { $a }
builtin-identical = { $a } è identica a { $b }
builtin-sums-to = alcune di { $a } fanno insieme { $b }

## Operators

# Two hand sizes compared ($o: lt, le, gt, ge, eq, ne; $who holds, $than is compared with).
# A hand's size against a number ($o: eq, ge, le).
cond-hand-count = { $form ->
        [you] hai
        [they] ha
       *[other] { $who } ha
    } in mano { $o ->
        [ge] almeno
        [le] al massimo
       *[eq] esattamente
    } { $n ->
        [one] una carta
       *[other] { $n } carte
    }
cmp-hand-sizes = { $form ->
        [you] hai
        [they] ha
       *[other] { $who } ha
    } { $o ->
        [lt] meno carte di
        [le] al massimo tante carte quante
        [gt] più carte di
        [ge] almeno tante carte quante
        [eq] tante carte quante
       *[ne] un numero di carte diverso da
    } { $thanForm ->
        [you] te
        [they] lui
       *[other] { $than }
    }

op-plus = { $l } più { $r }
op-minus = { $l } meno { $r }
op-times = { $l } per { $r }
op-divided = { $l } diviso { $r }
op-eq = { $l } è { $r }
op-ne = { $l } non è { $r }
op-lt = { $l } è minore di { $r }
op-le = { $l } è al massimo { $r }
op-gt = { $l } è maggiore di { $r }
op-ge = { $l } è almeno { $r }
op-and = { $l } e { $r }
op-or = { $l } o { $r }
op-in = { $r } contiene { $l }

## Choices

choose-player = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } { -player.gender ->
        [masculine] un
       *[feminine] una
    } { $others ->
        [yes] altro { -player }
        [filter] altro { -player } per cui { $cond }
       *[no] { -player } tra { $from }
    }
choose-players = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } { $range ->
        [exact] { $n ->
            [one] un { -player }
           *[other] { $n } giocatori
        }
        [at-least] almeno { $n } giocatori
        [up-to] fino a { $n ->
            [one] un { -player }
           *[other] { $n } giocatori
        }
       *[between] da { $min } a { $max } giocatori
    } tra { $from }
choose-card = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } { -card.gender ->
        [feminine] una
       *[masculine] un
    } { -card } { $blind ->
        [yes] alla cieca
       *[no] {""}
    } da { $from }
choose-cards = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } { $range ->
        [exact] { $amount ->
            [other] tante carte quante { $n }
           *[exact] { $n ->
                [one] una { -card }
               *[other] { $n } carte
            }
        }
        [at-least] almeno { $n } carte
        [up-to] fino a { $n ->
            [one] una { -card }
           *[other] { $n } carte
        }
       *[between] da { $min } a { $max } carte
    } { $blind ->
        [yes] alla cieca
       *[no] {""}
    } da { $from }{ $firstMust ->
        [yes] {" "}(il primo deve)
       *[other] {""}
    }
choose-colour = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } un colore
choose-number = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } un numero
choose-yes-no = { $form ->
        [you] decidi
       *[other] { $who } decide
    } sì o no
choose-split = { $form ->
        [you] decidi
       *[other] { $who } decide
    } come dividere { $n } carte tra { $from }, almeno una ciascuno
# A player chosen only to receive something, named inside that action.
choice-recipient = { $others ->
        [yes] un altro giocatore
       *[no] un giocatore tra { $from }
    } a { $form ->
        [you] tua
       *[other] sua
    } scelta
# Cards chosen, seen, from the actor's own hand, named inside the action that uses them.
cards-of-choice = { $amount ->
        [exact] { $range ->
            [up-to] fino a { $n } carte
           *[exact] { $n ->
                [one] una carta
               *[other] { $n } carte
            }
        } a { $form ->
            [you] tua
           *[other] sua
        } scelta
       *[other] tante carte a { $form ->
            [you] tua
           *[other] sua
        } scelta quante { $n }
    }
chosen-player = il { -player } scelto
chosen-players = i giocatori scelti
chosen-card = { $hasFrom ->
        [yes] la { -card } scelta da { $from }
       *[no] la { -card } scelta
    }
chosen-cards = { $hasFrom ->
        [yes] le carte scelte da { $from }
       *[no] le carte scelte
    }
# What the first half of a sentence chose, named again in its second half ("choose a card and play it").
again-card = questa { -card }
again-cards = { $n ->
        [one] questa { -card }
       *[other] queste carte
    }
# A pile's top named once in full, then again after the pile has changed.
again-that = { $kind ->
        [cards] quelle carte
       *[other] quella { -card }
    }
chosen-colour = il colore scelto
chosen-number = il numero scelto
chosen-yes-no = la risposta è sì
chosen-split = la divisione

## Actions

verb-draws = { $form ->
        [you] pesca
       *[other] { $who } pesca
    } { $amount ->
        [exact] { $n ->
            [one] una { -card }
           *[other] { $n } carte
        }
        [until] finché non ha tante carte quante { $n }
       *[other] tante carte quante { $n }
    }
verb-gives = { $toForm ->
        [you] { $who } ti dà { $what }
       *[other] { $form ->
            [you] dai
           *[other] { $who } dà
        } { $what } a { $to }
    }
verb-takes = { $form ->
        [you] prendi
       *[other] { $who } prende
    } { $what }
verb-discards = { $form ->
        [you] scarta
       *[other] { $who } scarta
    } { $what }
verb-reveals = { $form ->
        [you] mostra
       *[other] { $who } mostra
    } { $what }
verb-plays = { $form ->
        [you] gioca
       *[other] { $who } gioca
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] salti il tuo prossimo turno
        [they] salta il suo prossimo turno
       *[other] { $what } salta il suo prossimo turno
    }
verb-move = { $form ->
        [you] metti
       *[other] { $who } mette
    } { $what } { $place ->
        [under] sotto
       *[to] su
    } { $pile }
verb-shuffle = mescola { $what }
verb-deal = distribuisci { $what } una alla volta a { $to }
verb-swap = { $hands ->
        [yes] { $pair ->
            [yes] { $both } si scambiano le mani
           *[no] { $aForm ->
                [you] tu e { $b } vi scambiate le mani
               *[other] { $a } e { $b } si scambiano le mani
            }
        }
       *[no] scambia { $what } con { $with }
    }
verb-swap-seats = { $whatForm ->
        [you] tu e { $with } vi scambiate di posto
       *[other] { $what } e { $with } si scambiano di posto
    }
verb-end = { $word ->
        [round] la { -round } finisce
       *[turn] il turno finisce
    }
verb-trigger = { $hasBy ->
        [yes] { $byForm ->
            [you] fai scattare
           *[other] { $by } fa scattare
        }
       *[no] fai scattare
    } un evento
verb-turn-up = scopri { $what } come se { $hasBy ->
        [yes] { $by } l'avesse giocata
       *[no] l'avessi giocata tu
    }
verb-carry-out = esegui { $what }
verb-redirect = l'attacco si ferma e lo porti tu stesso con nuovi bersagli
verb-dodge = l'attaccante deve scegliere qualcun altro
verb-protect = { $whatForm ->
        [you] non partecipi
       *[other] { $what } non partecipa
    } all'evento
verb-take-over = { $whatForm ->
        [you] prendi
       *[other] { $what } prende
    } subito il turno
verb-wish = chiedi { $what }
verb-wish-number = chiedi { $amount ->
        [exact] il numero { $n }
       *[other] { $n }
    }
verb-reverse = il senso di gioco si inverte
verb-cancel = { $word ->
        [play] quella carta non ha effetto, e nessuna carta Power la accompagna
       *[events] ogni effetto duraturo avviato da un evento finisce
    }
verb-add = scopri un'altra carta regola
verb-renew = le carte regola in vigore sono sostituite da altrettante nuove
verb-ready = rigira { $what } coperta, pronta all'uso

## Statements

stmt-counter = inizia { $letter ->
        [none] un contatore
       *[other] il contatore { $letter }
    } da { $start }
# A choice and the action that uses it, in one sentence.
# "yes": a pronoun subject is said again after "and" (English verbs agree with "they" only so).
keep-pronoun-subject = no
stmt-and = { $first } e { $then }
stmt-goes-on = { $on ->
        [yes] si continua
       *[other] ci si ferma
    }
stmt-marker = { $on ->
        [yes] metti il segnalino
       *[other] togli il segnalino
    }
stmt-tally = ogni giocatore parte con un conteggio di { $start }
stmt-shared = tieni un contatore comune da { $start }, { $lasts }
stmt-if = se { $cond }: { $then }
stmt-unless = a meno che { $cond }: { $then }
stmt-otherwise = altrimenti: { $otherwise }
stmt-while = finché { $cond }: { $body }
stmt-times = { $amount ->
        [exact] { $n ->
            [one] una volta
           *[other] { $n } volte
        }
       *[other] tante volte quante { $n }
    }: { $body }
stmt-when = { $untilId ->
        [round-end] { $triggerId ->
            [round-scores] al conteggio dei punti
           *[other] { $until }, ogni volta che { $trigger }
        }
       *[other] { $until }, ogni volta che { $trigger }
    }: { $body }
stmt-simultaneously = tutti insieme: { $body }
# A loop whose body branches for each player: one player at a time, named "they" inside.
# A loop over some players inside a sentence about others: once for each of them, who is "that player".
each-that-player = quel giocatore
stmt-once-for-each = una volta per ciascuno di { $src }: { $body }
# A loop over cards that does several things with each (named "that card" inside).
stmt-for-each = per { $each }: { $body }
# A loop over players with one thing for those who meet a condition and another for the rest.
each-other-rest = gli altri
stmt-split = { $a }; { $b }
# Two players who each pick something, and each pick going to the other.
each-other-one = l'altro
stmt-cross-moves = ogni carta scelta va su { $pile }
stmt-each-in-turn = { $each }{ $turn ->
        [yes] {" "}a turno
       *[no] {""}
    }: { $body }
stmt-else-if = altrimenti, se { $cond }: { $then }
stmt-score-times = { $form ->
        [you] raddoppia il tuo punteggio
       *[other] { $who } raddoppia il suo punteggio
    }
# Two values of a property swapped between their owners.
stmt-swap-values = { $a } e { $b } si scambiano { $prop ->
        [score] i punteggi
       *[other] i valori
    }
# A yes-or-no choice and what follows a yes.
stmt-if-wants = { $form ->
        [you] se vuoi
       *[other] se { $who } vuole
    }: { $then }
# An "if" on a yes-or-no of the game with a short sentence each way (either-<name>).
either-written-scores = { $then } (senza punteggi: { $otherwise })
stmt-if-not-wants = { $form ->
        [you] se non vuoi
       *[other] se { $who } non vuole
    }: { $otherwise }
# A count of turns per player, counted down at each turn start, that ends the round at 0.
stmt-turns-left = ogni giocatore ha ancora { $n } turni; quando uno senza turni dovrebbe giocare, la { -round } finisce
# The sum of the n highest of a list added to a value, and a ranking of players by a value.
stmt-add-best = aggiungi a { $target } i punti delle { $n } carte più alte in { $list }
stmt-rank = ordina { $list } per { $by }: 1 al più basso, 2 al seguente ecc. (pari merito, stessa posizione)
stmt-all-round-times = tutti i punti della { -round } contano { $n ->
        [2] doppio
       *[other] { $n } volte
    }
# A player picked by the first option that applies ("the first ..., if any; otherwise ...; or else ...").
pick-option = { $value }{ $any ->
        [yes] , se c'è
       *[no] , se { $cond }
    }
pick-or = ; altrimenti{" "}
pick-chain = { $options }; altrimenti { $last }
stmt-round-times = { $form ->
        [you] i tuoi punti
        [they] i suoi punti
       *[other] i punti di { $who }
    } della partita contano { $n ->
        [2] doppio
       *[other] { $n } volte
    }
stmt-step = { $up ->
        [yes] aggiungi { $n } a { $target }
       *[other] togli { $n } da { $target }
    }
stmt-round-the-table = a turno finché ci si ferma, { $each }: { $body }
stmt-forbid = { $until } non si può giocare una { -card } se { $cond }
stmt-allow = { $until } si può giocare anche una { -card } se { $cond }
stmt-show = { $form ->
        [you] vedi
        [all] tutti vedono
       *[other] { $to } vede
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] guadagni
        [they] guadagna
       *[other] { $who } guadagna
    } { $n } punti{ $round ->
        [yes] {" "}in questa { -round }
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] perdi
        [they] perde
       *[other] { $who } perde
    } { $n } punti{ $round ->
        [yes] {" "}in questa { -round }
       *[no] {""}
    }
stmt-skip-waits = { $on ->
        [yes] { $form ->
            [you] salti
           *[other] { $who } salta
        } comunque il prossimo turno
       *[no] { $form ->
            [you] non salti
           *[other] { $who } non salta
        } più il turno
    }
stmt-round-score = { $form ->
        [you] segni
        [they] segna
       *[other] { $who } segna
    } esattamente { $n } punti in questa { -round }
stmt-set = { $target } diventa { $value }
# A yes-or-no of the game switched on: its clause from now on.
stmt-make = da ora, { $cond }

## Wishes, windows, moments and durations

wish-colour = chiedi un colore
wish-colour-or-number = chiedi un colore o un numero
wish-colour-or-special = chiedi un colore o una carta speciale
window-targeted = quando una carta speciale ti sceglie come vittima
window-hand-emptied = appena qualcuno ha svuotato la mano e gli effetti del turno sono finiti
window-card-played = quando un altro { -player } gioca una carta dalla sua mano
window-event-pending = quando un altro { -player } sta per scoprire un evento
trigger-turn-starts = { $whose ->
        [you] inizia il tuo turno
       *[any] inizia un turno
    }
trigger-turn-ends = { $whose ->
        [you] finisce il tuo turno
       *[any] finisce un turno
    }
trigger-goes-out = un { -player } gioca o cede la sua ultima { -card }
trigger-hand-empties = la mano di un { -player } si svuota
trigger-plays = viene giocata una { -card }
trigger-play-ends = la giocata di una { -card } è finita
trigger-draws = un { -player } pesca
trigger-hand-changes = il numero di carte di un { -player } cambia
trigger-round-starts = inizia una { -round }
trigger-round-ends = la { -round } finisce
trigger-round-scores = si contano i punti della { -round }
until-round-end = in questa { -round }
until-this-turn-ends = fino alla fine di questo turno
until-next-turn-starts = fino al tuo prossimo turno
until-next-turn-ends = fino alla fine del tuo prossimo turno
lasts-round-end = per la { -round }
lasts-game-end = per tutto il gioco

## The card itself

card-never-played = non può mai essere giocata
card-play-when = puoi giocarla solo se { $cond }
card-respond = inseriscila { $window }{ $hasWhen ->
        [yes] , se { $when }
       *[no] {""}
    }: { $body }
card-own-turn = nel tuo turno vale solo il suo desiderio
card-held = finché la tieni, ogni volta che { $trigger }: { $body }
card-under-top = va sotto la { -card } in cima, che resta in vigore
card-mimic = quando la giochi, nomina un'altra carta speciale che non sia unica: vale come quella carta
card-mimic-unique = quando la giochi, nomina qualsiasi altra carta speciale: vale come quella carta
card-bicoloured = giocala solo su uno dei suoi due colori; poi vale il suo altro colore
card-number = giocala su una carta del suo colore o del suo numero
card-nothing = non succede niente
# Come si risolve una parità per « il giocatore con più carte », detto una volta alla fine del testo.
note-ties = in caso di parità, conta il primo di loro nell'ordine di gioco dopo di te
card-unpassable = nessuno può cederla con le proprie carte speciali
card-powerless = nessuna carta Power può essere usata con lei
card-power-first = 1ST: prima della { -card } giocata con lei
card-power-second = 2ND: dopo la { -card } giocata con lei
card-usable-when = usabile solo con una { -card } se { $cond }
## Carte regola: ogni parametro delle regole (language/rule-parameters.ts) a parole.

rule-this-round = in questa partita, { $change }
rule-hand-size = ogni giocatore riceve { $deal } carte
rule-direction = si gioca in senso { $value ->
        [clockwise] orario
       *[other] antiorario
    }
rule-black-wishable = { $value ->
        [true] un desiderio di colore può nominare il nero: può seguire solo una carta nera o un nuovo desiderio
       *[other] un desiderio non può nominare il nero
    }
rule-written-scores = { $value ->
        [true] si gioca come se i punteggi fossero annotati
       *[other] si gioca come se nessuno annotasse i punteggi
    }
rule-event-discards = { $value ->
        [out-of-game] le carte scartate per un evento escono dal gioco fino alla prossima distribuzione
       *[other] le carte scartate per un evento vanno sotto la carta in cima
    }
rule-power-cards-dealt = ogni giocatore riceve { $value ->
        [0] nessuna carta Power
        [1] una carta Power
       *[other] { $value } carte Power
    }
rule-empty-hand-window = { $value ->
        [immediately] un Nice Try può essere giocato appena un giocatore resta senza carte
       *[other] un Nice Try può essere giocato quando gli effetti del turno sono finiti
    }
rule-round-ends-when = { $value ->
        [hand-empty] la partita finisce solo quando qualcuno resta senza carte, non quando il mazzo è finito
        [draw-pile-empty] la partita finisce solo quando il mazzo è finito
       *[other] la partita finisce quando qualcuno resta senza carte o il mazzo è finito
    }
rule-point-limit = il gioco finisce quando un totale { $gameEndsWhen ->
        [reaches] raggiunge
       *[other] supera
    } il limite di punti { $length ->
        [short] corto
        [long] lungo
       *[other] medio
    }
rule-rule-cards-per-round = prima di ogni { -round } si scoprono { $value } carte regola
rule-cards-per-turn = in un turno si possono giocare fino a { $value } carte
rule-draw-with-playable = { $value ->
        [false] chi può giocare deve giocare
       *[other] si può pescare invece di giocare
    }
rule-events-per-black-card = ogni carta numero nera fa scattare { $value ->
        [1] un evento
       *[other] { $value } eventi
    }
rule-winner = { $value ->
        [highest-total] vince il totale più alto
       *[other] vince il totale più basso
    }
rule-round-scoring = { $value ->
        [finisher-scores-others] chi chiude segna i punti rimasti in mano agli altri
       *[other] ognuno segna i punti delle proprie carte
    }
rule-rounds = il gioco dura { $value } partite
rule-dealer = { $next ->
        [round-winner] il vincitore della partita distribuisce dopo
        [next-player] la distribuzione passa al giocatore successivo
       *[other] il perdente della partita distribuisce dopo
    }
rule-eliminate = chi ha { $holding } carte o più alla fine di un turno esce dal gioco
rule-teams = i totali dei compagni contano insieme

## Preposizioni articolate, applicate dopo aver unito le frasi ("da → a; ...")

# "yes": a whole sentence after a colon starts with a capital letter.
capitalize-after-colon = no
grammar-rewrites = da il → dal; da lo → dallo; da la → dalla; da i → dai; da gli → dagli; da le → dalle; a il → al; a lo → allo; a la → alla; a i → ai; a gli → agli; a le → alle; di il → del; di lo → dello; di la → della; di i → dei; di gli → degli; di le → delle; in il → nel; in la → nella; in le → nelle; su il → sul; su la → sulla; su i → sui; su gli → sugli; su le → sulle; tra la → tra la; per cui lui non deve saltare → che non deve saltare; per cui ha → che ha; per cui la sua mano → la cui mano; per cui essa può essere ceduta → che possono essere cedute; per cui i suoi colori contiene → i cui colori contengono; per cui è una carta numero per cui il suo numero compare → che sono carte numero e il cui numero compare; per cui è una carta speciale → che sono carte speciali; quante tu → quante ne hai tu; quante il numero di tutti i giocatori → quanti sono i giocatori; la cui mano non contiene carte → la cui mano è vuota; guadagna il suo conteggio punti → guadagna tanti punti quanto il suo conteggio; per il suo conteggio → per il loro conteggio; guadagna tanti punti quanto il suo conteggio → guadagna il suo conteggio in punti; gli altri guadagna → gli altri guadagnano; gli altri perde → gli altri perdono; Se i punteggi vengono annotati → Se si annotano i punti; la cui mano contiene almeno una carta → che ha carte; Il primo di tutti i giocatori la cui mano è vuota → Il primo giocatore senza carte; il primo di quelli di tutti i giocatori che ha carte con il 2° valore più basso dei punti della sua carta → il primo giocatore con la seconda carta più bassa; il primo di tutti i giocatori che ha carte → il primo giocatore con carte; tante carte quante il numero di carte nella sua mano → tante carte quante ne ha in mano; Il giocatore con il valore più alto del suo punteggio → Il giocatore con più punti; il giocatore con il valore più basso del suo punteggio → il giocatore con meno punti; giocatori tra tutti i giocatori → giocatori; tranne questa carta e esegui questa carta → diversa da questa ed eseguila; Aggiungi al suo conteggio i punti delle 3 carte più alte nella mano di ogni giocatore → Per ogni giocatore, aggiungi al suo conteggio i punti delle 3 carte più alte nella sua mano; Se lui vuole → Se vuole; Se lui non vuole → Se non vuole; Lui mostra → Mostra; lui pesca → pesca; lui scarta → scarta; tante carte quante te → tante carte quante ne hai tu

# Un numero scelto da un intervallo (`choose number 0..20`): $least e $most ne sono i limiti.
choose-number-range = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } un numero da { $least } a { $most }

# Una delle opzioni che una regola nomina (`choose one of [double, calm]`): $names le elenca.
choose-one = { $form ->
        [you] scegli
       *[other] { $who } sceglie
    } una tra: { $names }
chosen-one = l'opzione scelta

# Un desiderio limitato a un elenco (`wish colour from colours of hand of me by p`).
wish-from-list = { $hasBy ->
        [yes] { $byForm ->
            [you] chiedi
           *[other] { $by } chiede
        }
       *[no] chiedi
    } un colore tra { $from }

# How the round ended, as `when round-scores` names it (`round-end`).
global-round-end = come è finita la { -round }

# a player out of the game at once (`eliminate p`), and an extra turn (`p takes another turn`).
verb-eliminate = { $whatForm ->
        [you] sei eliminato dalla partita
        [they] è eliminato dalla partita
       *[other] { $what } è eliminato dalla partita
    }
verb-extra-turn = { $form ->
        [you] gioca un altro turno dopo questo
       *[other] { $who } gioca due turni di fila
    }

# the whole numbers from a to b (`numbers(1, 9)`), a table's keys or a list to go through.
builtin-numbers = i numeri da { $a } a { $b }
# the names of the cards, each once (`ids of hand of me`), a table's keys.
prop-ids = { $form ->
        [it] i loro nomi
       *[other] i nomi di { $of }
    }

# Le carte coperte, o scoperte, sul tavolo davanti a un giocatore.
prop-face-down-cards = { $form ->
        [you] le tue carte coperte
        [they] le sue carte coperte
       *[other] le carte coperte di { $of }
    }
prop-face-up-cards = { $form ->
        [you] le tue carte scoperte
        [they] le sue carte scoperte
       *[other] le carte scoperte di { $of }
    }

# Carte infilate in un mazzo sotto le sue prime $below carte (`move cards to pile below n`).
verb-move-below = { $form ->
        [you] infila
       *[other] { $who } infila
    } { $what } in { $to } { $belowExact ->
        [yes] sotto le sue prime { $below } carte
       *[other] sotto tante delle sue prime carte quante { $below }
    }

# face-down-plays: a card played face down (`face-down`), whether it would have been allowed face up (`fitted`).
global-face-down = { $neg ->
        [yes] è stata giocata scoperta
       *[other] è stata giocata coperta
    }
global-fitted = { $neg ->
        [yes] non andava bene
       *[other] andava bene
    }
rule-face-down-plays = { $value ->
        [true] nel proprio turno si può giocare qualsiasi { -card } coperta, dicendo che va bene
       *[other] ogni { -card } si gioca scoperta
    }

# Two players become partners (`partner p with q`), and how partners' points add up (`team-scoring`).
verb-partner = { $whatForm ->
        [you] tu e { $with } siete compagni da ora in poi
       *[other] { $what } e { $with } sono compagni da ora in poi
    }
rule-team-scoring = { $value ->
        [per-player] ognuno segna i punti della partita della propria squadra e gioca per il proprio totale
       *[other] il totale di una squadra è la somma dei totali dei suoi giocatori
    }
