# Frasi italiane del testo di regola scritto dall'effetto di una carta (rules-text/).
# Variabili come in en.ftl. I termini portano il genere come attributo (-card.gender).

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
expr-counter = il contatore
expr-flag = si continua
expr-shared = il contatore comune
expr-index = { $form ->
        [you] la tua parte
        [they] la sua parte
       *[other] la parte di { $of }
    } di { $obj }
expr-not = non ({ $e })
expr-neg = meno { $e }
expr-filter = { $src } per cui { $cond }
each-players = ogni { -player }
each-others = ogni altro { -player }
each-of = ciascuno di { $src }

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
global-power-pile = il mazzo delle carte potere
global-active-colour = il colore in vigore
global-active-number = il numero in vigore
global-top-card = la { -card } in cima agli scarti
global-last-colour = l'ultimo colore giocato o chiesto
global-colours = i quattro colori
global-special-wish = è chiesta una carta speciale
global-open-pile = sugli scarti non vale nulla
global-opening = questa { -card } apre la mano
global-black-wished = è chiesto il nero
global-this-card = questa { -card }
global-played-card = la { -card } giocata con essa
global-played-this-turn = le carte giocate in questo turno
global-events-this-round = gli eventi di questa mano
global-events-this-game = gli eventi di questa partita
global-point-limit = il limite di punti
global-written-scores = i punteggi vengono annotati
global-events-per-black-card = il numero di eventi per { -card } nera
global-attacks-secured = l'attacco è protetto
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
global-finisher = il { -player } che ha svuotato la mano
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
        [you] le tue carte potere
        [they] le sue carte potere
       *[other] le carte potere di { $of }
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
builtin-highest = quelli di { $a } con il valore più alto di { $b }
builtin-lowest = quelli di { $a } con il valore più basso di { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] il primo { $everyone ->
            [yes] giocatore
           *[no] di { $a }
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
        [first] il primo { $everyone ->
            [yes] giocatore
           *[no] di { $a }
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
    } da { $from }
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
       *[other] tante carte quante { $n }
    }
verb-gives = { $form ->
        [you] dai
       *[other] { $who } dà
    } { $what } a { $to }
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
    } { $what } a tutti
verb-plays = { $form ->
        [you] gioca
       *[other] { $who } gioca
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] salti il tuo prossimo turno
        [they] salta il suo prossimo turno
       *[other] { $what } salta il suo prossimo turno
    }
verb-move = metti { $what } { $place ->
        [under] sotto
       *[to] su
    } { $pile }
verb-shuffle = mescola { $what }
verb-deal = distribuisci { $what } una alla volta a { $to }
verb-swap = { $hands ->
        [yes] { $aForm ->
            [you] tu e { $b } vi scambiate le mani
           *[other] { $a } e { $b } si scambiano le mani
        }
       *[no] scambia { $what } con { $with }
    }
verb-end = { $word ->
        [round] la mano finisce
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
verb-cancel = ogni effetto duraturo avviato da un evento finisce
verb-add = scopri un'altra carta regola
verb-renew = le carte regola in vigore sono sostituite da altrettante nuove
verb-ready = rigira { $what } coperta, pronta all'uso

## Statements

stmt-counter = inizia un contatore da { $start }
# A choice and the action that uses it, in one sentence.
stmt-and = { $first } e { $then }
stmt-flag-on = si continua
stmt-flag-off = ci si ferma
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
stmt-when = { $until }, ogni volta che { $trigger }: { $body }
stmt-simultaneously = tutti insieme: { $body }
stmt-forbid = { $until } non si può giocare una { -card } se { $cond }
stmt-allow = { $until } si può giocare anche una { -card } se { $cond }
stmt-show = { $form ->
        [you] vedi
        [all] tutti vedono
       *[other] { $to } vede
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] segni
        [they] segna
       *[other] { $who } segna
    } { $n } punti in più{ $round ->
        [yes] {" "}in questa mano
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] segni
        [they] segna
       *[other] { $who } segna
    } { $n } punti in meno{ $round ->
        [yes] {" "}in questa mano
       *[no] {""}
    }
stmt-round-score = { $form ->
        [you] segni
        [they] segna
       *[other] { $who } segna
    } esattamente { $n } punti in questa mano
stmt-set = { $target } diventa { $value }

## Wishes, windows, moments and durations

wish-colour = chiedi un colore
wish-colour-or-number = chiedi un colore o un numero
wish-colour-or-special = chiedi un colore o una carta speciale
window-targeted = quando una carta speciale ti sceglie come vittima
window-hand-emptied = appena qualcuno ha svuotato la mano e gli effetti del turno sono finiti
window-event-pending = quando un altro { -player } sta per scoprire un evento
trigger-turn-starts = inizia un turno
trigger-turn-ends = finisce un turno
trigger-goes-out = un { -player } gioca o cede la sua ultima { -card }
trigger-hand-empties = la mano di un { -player } si svuota
trigger-plays = viene giocata una { -card }
trigger-play-ends = la giocata di una { -card } è finita
trigger-draws = un { -player } pesca
trigger-hand-changes = il numero di carte di un { -player } cambia
trigger-round-starts = inizia una mano
trigger-round-ends = la mano finisce
trigger-round-scores = si contano i punti della mano
until-round-end = fino alla fine della mano
until-this-turn-ends = fino alla fine di questo turno
until-next-turn-starts = fino al tuo prossimo turno
until-next-turn-ends = fino alla fine del tuo prossimo turno
lasts-round-end = per la mano
lasts-game-end = per tutta la partita

## The card itself

card-never-played = non può mai essere giocata
card-play-when = puoi giocarla solo se { $cond }
card-respond = inseriscila { $window }{ $hasWhen ->
        [yes] {" "}(se { $when })
       *[no] {""}
    }: { $body }
card-own-turn = anche nel tuo turno
card-held = finché la tieni, ogni volta che { $trigger }: { $body }
card-under-top = va sotto la { -card } in cima, che resta in vigore
card-mimic = copia la { -card } sotto di lei
card-mimic-unique = copia la { -card } sotto di lei, anche se unica
card-unpassable = nessuno può cederla con le proprie carte speciali
card-powerless = nessuna carta potere può essere usata con lei
card-power-first = 1ST: prima della { -card } giocata con lei
card-power-second = 2ND: dopo la { -card } giocata con lei
card-usable-when = usabile solo con una { -card } se { $cond }
rule-patch = regola { $name }: { $value }

## Preposizioni articolate, applicate dopo aver unito le frasi ("da → a; ...")

grammar-rewrites = da il → dal; da lo → dallo; da la → dalla; da i → dai; da gli → dagli; da le → dalle; a il → al; a lo → allo; a la → alla; a i → ai; a gli → agli; a le → alle; di il → del; di lo → dello; di la → della; di i → dei; di gli → degli; di le → delle; in il → nel; in la → nella; in le → nelle; su il → sul; su la → sulla; su i → sui; su gli → sugli; su le → sulle; tra la → tra la
