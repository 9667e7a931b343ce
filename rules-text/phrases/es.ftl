# Frases españolas del texto de regla escrito a partir del efecto de una carta (rules-text/).
# Variables como en en.ftl. Los términos llevan su género como atributo (-card.gender).

-card = carta
    .gender = feminine
-player = jugador
    .gender = masculine

## Pronouns and plain values

pronoun-they = él
pronoun-it = ella
# Left empty: conditions on each element keep their own clause (a relative pronoun would need new case and agreement phrases).
pronoun-rel = {""}
expr-text = «{ $text }»
expr-true = sí
expr-false = no
expr-none = ninguno
expr-unknown = algo
# What a list has left once a chosen part is taken out.
expr-rest = el resto de { $src }
# A marker set only as this effect ends the round.
expr-ended = { $neg ->
        [yes] esta carta no terminó la ronda
       *[other] esta carta terminó la ronda
    }
expr-rank = puesto
# The value of the card each player laid, kept per player.
expr-card-value = valor de carta
expr-counter = { $letter ->
        [none] el contador
       *[other] el contador { $letter }
    }
# One element of a list, whichever it is ("some player").
expr-some-of = { $kind ->
        [player] algún jugador
       *[other] uno de { $src }
    }
# A list a loop over it shrinks by each element in turn.
expr-not-yet-reached = los de { $src } aún no alcanzados
# A count going up by one for each player of a loop, read as the player's place.
expr-place = su puesto en el orden de juego (1 para el primero, 2 para el siguiente, y así sucesivamente)
expr-goes-on = { $neg ->
        [yes] esto ha parado
       *[other] esto sigue
    }
expr-marker = { $neg ->
        [yes] la marca no está puesta
       *[other] la marca está puesta
    }
expr-tally = cuenta
expr-shared = el contador común
expr-index = { $which ->
        [card] { $form ->
            [you] los puntos de tu carta
            [they] los puntos de su carta
           *[other] los puntos de la carta de { $of }
        }
        [rank] { $form ->
            [you] tu puesto
            [they] su puesto
           *[other] el puesto de { $of }
        }
        [split] { $form ->
            [you] tu parte
            [they] su parte
           *[other] la parte de { $of }
        }
       *[other] { $form ->
            [you] tu { $obj }
            [they] su { $obj }
           *[other] la { $obj } de { $of }
        }
    }
expr-not = no ({ $e })
expr-neg = menos { $e }
expr-filter = { $pileSrc ->
        [yes] las cartas de { $src } para las que
       *[no] { $src } { $one ->
            [yes] para el que
           *[no] { $elem ->
                [player] para los que
               *[other] para las que
            }
        }
    } { $cond }
# Cards picked by name or by class, and the piles an effect lays out on the table.
expr-card-named = cartas «{ $name }»
expr-cards-of = las { $what } de { $src }
expr-own-pile = su propio montón en la mesa
expr-table-pile-nth = { $n ->
        [1] el primer montón en la mesa
       *[other] el segundo montón en la mesa
    }
expr-special-cards = cartas especiales
class-coloured-number = cartas de número de color
class-black-number = cartas de número negras
class-coloured-special = cartas especiales de color
class-bicoloured-special = cartas especiales bicolores
class-open-wish = cartas de deseo
class-unique = cartas especiales únicas
each-named = cada carta llamada «{ $name }»
each-players = cada { -player }
each-others = cada otro { -player }
each-of = { $kind ->
        [pile] cada carta de { $src }
       *[other] cada uno de { $src }
    }
# A player of a loop who chose another, named in a sentence about that other.
each-chooser = el jugador que lo eligió

## Colours

colour-blue = azul
colour-red = rojo
colour-green = verde
colour-yellow = amarillo
colour-black = negro

## Names an effect reads

global-me = tú
global-players = todos los jugadores
global-others = los demás jugadores
global-current = el { -player } en turno
global-draw-pile = el mazo
global-discard-pile = la pila de descarte
global-event-pile = el mazo de eventos
global-power-pile = el mazo de cartas de poder
global-active-colour = el color vigente
global-active-number = el número vigente
global-top-card = la { -card } superior del descarte
global-last-colour = el último color jugado o pedido
global-colours = los cuatro colores
global-special-wish = se pide una carta especial
global-open-pile = nada rige en el descarte
global-opening = { $neg ->
        [yes] esta { -card } no abre la ronda
       *[other] esta { -card } abre la ronda
    }
global-black-wished = se pide el negro
global-this-card = esta { -card }
global-played-card = la { -card } jugada con ella
global-played-this-turn = las cartas jugadas en este turno
global-events-this-round = los eventos de esta ronda
global-events-this-game = los eventos de esta partida
global-point-limit = el límite de puntos
global-cards-dealt = el número de cartas repartidas esta ronda
global-written-scores = se anotan los puntos
global-events-per-black-card = el número de eventos por { -card } negra
global-attacks-secured = { $neg ->
        [yes] el ataque puede ser contrarrestado
       *[other] el ataque no puede ser contrarrestado
    }
global-card = la { -card }
global-further = es otra { -card } del turno
global-turn-skipped = el turno se salta
global-goer = el { -player } que ha salido
global-who = el { -player } que la jugó
global-played = la { -card } jugada
global-drawer = el { -player } que robó
global-drawn = las cartas robadas
global-turn-draw = era el robo del turno
global-holder = ese { -player }
global-holding = el número de sus cartas
global-dealer = el que reparte
global-finisher = { $exists ->
        [yes] alguien vació su mano
        [none] nadie vació su mano
       *[other] el { -player } que vació su mano
    }
global-finishers = los jugadores con la mano vacía
global-attacker = el atacante
global-emptied = los jugadores que han salido
global-triggerer = el { -player } que activó el evento

## Properties

prop-hand = { $form ->
        [you] tu mano
        [they] su mano
       *[other] la mano de { $of }
    }
prop-powers = { $form ->
        [you] tus cartas de poder
        [they] sus cartas de poder
       *[other] las cartas de poder de { $of }
    }
prop-left = { $form ->
        [you] tu vecino de la izquierda
        [they] su vecino de la izquierda
       *[other] el vecino de la izquierda de { $of }
    }
prop-right = { $form ->
        [you] tu vecino de la derecha
        [they] su vecino de la derecha
       *[other] el vecino de la derecha de { $of }
    }
prop-next = { $form ->
        [you] el { -player } siguiente
       *[other] el { -player } después de { $of }
    }
prop-others = { $form ->
        [you] los demás jugadores
       *[other] los jugadores salvo { $of }
    }
prop-team = { $form ->
        [you] tu equipo
        [they] su equipo
       *[other] el equipo de { $of }
    }
prop-partner = { $form ->
        [you] tu compañero
        [they] su compañero
       *[other] el compañero de { $of }
    }
prop-score = { $form ->
        [you] tu puntuación
        [they] su puntuación
       *[other] la puntuación de { $of }
    }
prop-round-score = { $form ->
        [you] tus puntos de la ronda
        [they] sus puntos de la ronda
       *[other] los puntos de { $of } en la ronda
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] no tienes que saltar tu turno
           *[other] { $of } no tiene que saltar su turno
        }
       *[no] { $form ->
            [you] tienes que saltar tu turno
           *[other] { $of } tiene que saltar su turno
        }
    }
prop-playable = { $form ->
        [you] las cartas que puedes jugar
       *[other] las cartas que { $of } puede jugar
    }
prop-free-plays = { $form ->
        [you] las cartas que podrías jugar sobre cualquiera
       *[other] las cartas que { $of } podría jugar sobre cualquiera
    }
prop-used = { $neg ->
        [yes] { $of } está boca abajo
       *[no] { $of } está usada
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } no se usó en este turno
       *[no] { $of } se usó en este turno
    }
prop-count = { $kind ->
        [pile] el número de cartas en { $of }
       *[other] el número de { $of }
    }
prop-first = el primero de { $of }
prop-last = el último de { $of }
prop-points = los puntos de { $of }
prop-colour = { $form ->
        [it] su color
       *[other] el color de { $of }
    }
prop-colours = { $form ->
        [it] sus colores
       *[other] los colores de { $of }
    }
prop-number = { $form ->
        [it] su número
       *[other] el número de { $of }
    }
prop-id = { $form ->
        [it] su nombre
       *[other] el nombre de { $of }
    }
prop-class = { $form ->
        [it] su tipo
       *[other] el tipo de { $of }
    }
prop-symbol = { $form ->
        [it] su símbolo
       *[other] el símbolo de { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } se puede ceder
       *[no] { $of } no se puede ceder
    }
prop-owner = el { -player } que tiene { $of }
prop-top = la { -card } superior de { $of }

cond-some = { $playable ->
        [yes] { $ownerForm ->
            [you] puedes jugar una { -card }
            [they] puede jugar una { -card }
           *[other] { $owner } puede jugar una { -card }
        }
       *[no] { $kind ->
                [pile] { $of } tiene al menos una { -card }
               *[other] hay al menos una de { $of }
            }
    }
cond-empty = { $playable ->
        [yes] { $ownerForm ->
            [you] no puedes jugar ninguna { -card }
            [they] no puede jugar ninguna { -card }
           *[other] { $owner } no puede jugar ninguna { -card }
        }
       *[no] { $kind ->
                [pile] { $of } no tiene ninguna { -card }
               *[other] no hay ninguna de { $of }
            }
    }

# A property each of a list shares with at least $n of the list ($prop: its relative form, "whose number").
cond-repeated = { $prop } aparece al menos { $n } veces entre ellas
# How many players share the most (or fewest) cards.
cond-one-most = un solo jugador tiene { $fn ->
        [highest] más
       *[other] menos
    } cartas
cond-not-all-equal = no todos los jugadores tienen el mismo número de cartas
# A choice that came out empty.
cond-none-chosen = no se eligió ninguna
# A clause about each element widened or emptied by a condition about something else.
cond-or-any = { $cond } (todas si { $when })
cond-none-if = { $cond } (ninguna si { $when })
cond-special = { $form ->
        [it] es una carta especial
       *[other] { $of } es una carta especial
    }
cond-numbered = { $form ->
        [it] es una carta de número
       *[other] { $of } es una carta de número
    }

## Builtins

builtin-min = el menor de { $a } y { $b }
builtin-max = el mayor de { $a } y { $b }
builtin-highest = { $pick ->
        [all] { $everyone ->
            [yes] los jugadores
           *[other] los de { $a }
        }
       *[other] { $everyone ->
            [yes] el jugador
           *[other] el de { $a }
        }
    } con el valor más alto de { $b }
builtin-lowest = { $pick ->
        [all] { $everyone ->
            [yes] los jugadores
           *[other] los de { $a }
        }
       *[other] { $everyone ->
            [yes] el jugador
           *[other] el de { $a }
        }
    } con el valor más bajo de { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] { $everyone ->
            [yes] el jugador
           *[no] el de { $a }
        }
        [last] el último { $everyone ->
            [yes] jugador
           *[no] de { $a }
        }
       *[all] { $everyone ->
            [yes] los jugadores
           *[no] los de { $a }
        }
    } con más cartas
superlative-fewest-cards = { $pick ->
        [first] { $everyone ->
            [yes] el jugador
           *[no] el de { $a }
        }
        [last] el último { $everyone ->
            [yes] jugador
           *[no] de { $a }
        }
       *[all] { $everyone ->
            [yes] los jugadores
           *[no] los de { $a }
        }
    } con menos cartas
builtin-nth-lowest = los de { $a } con el { $b }.º valor más bajo de { $c }
builtin-sum = la suma sobre { $a } de { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] la { -card } superior
           *[other] las { $b } cartas superiores
        } de { $a }
       *[no] tantas cartas de encima de { $a } como { $b }
    }
builtin-table = una nota por { -player }
builtin-table-pile = el montón en la mesa
builtin-following = el que sigue a { $b } entre { $a }
# An element picked at random ($aKind: hand, with its $owner and $ownerForm; pile; cards; players; colours; any other).
builtin-random = { $aKind ->
        [hand] una { -card } al azar { $ownerForm ->
            [you] de tu mano
            [they] de su mano
           *[other] de la mano de { $owner }
        }
        [pile] una { -card } al azar de { $a }
        [cards] una { -card } al azar de entre { $a }
        [players] un { -player } al azar de entre { $a }
        [colours] un color al azar de entre { $a }
       *[other] uno de { $a } al azar
    }
builtin-race = el más rápido de { $a }
builtin-race-order = { $a } del más rápido al más lento
builtin-join = { $a } y { $b }
builtin-without = { $a } salvo { $bForm ->
        [you] ti
        [they] él
       *[other] { $b }
    }
builtin-find = cada { -card } llamada { $a }
builtin-identical = { $a } es idéntica a { $b }
builtin-sums-to = algunas de { $a } suman { $b }

## Operators

# Two hand sizes compared ($o: lt, le, gt, ge, eq, ne; $who holds, $than is compared with).
# A hand's size against a number ($o: eq, ge, le).
cond-hand-count = { $form ->
        [you] tienes
        [they] tiene
       *[other] { $who } tiene
    } en la mano { $o ->
        [ge] al menos
        [le] como mucho
       *[eq] exactamente
    } { $n ->
        [one] una carta
       *[other] { $n } cartas
    }
cmp-hand-sizes = { $form ->
        [you] tienes
        [they] tiene
       *[other] { $who } tiene
    } { $o ->
        [lt] menos cartas que
        [le] como mucho tantas cartas como
        [gt] más cartas que
        [ge] al menos tantas cartas como
        [eq] tantas cartas como
       *[ne] un número de cartas distinto que
    } { $thanForm ->
        [you] tú
        [they] él
       *[other] { $than }
    }

op-plus = { $l } más { $r }
op-minus = { $l } menos { $r }
op-times = { $l } por { $r }
op-divided = { $l } entre { $r }
op-eq = { $l } es { $r }
op-ne = { $l } no es { $r }
op-lt = { $l } es menor que { $r }
op-le = { $l } es como mucho { $r }
op-gt = { $l } es mayor que { $r }
op-ge = { $l } es al menos { $r }
op-and = { $l } y { $r }
op-or = { $l } o { $r }
op-in = { $r } incluye { $l }

## Choices

choose-player = { $form ->
        [you] elige
       *[other] { $who } elige
    } { -player.gender ->
        [masculine] un
       *[feminine] una
    } { $others ->
        [yes] otro { -player }
        [filter] otro { -player } para el que { $cond }
       *[no] { -player } de { $from }
    }
choose-players = { $form ->
        [you] elige
       *[other] { $who } elige
    } { $range ->
        [exact] { $n ->
            [one] un { -player }
           *[other] { $n } jugadores
        }
        [at-least] al menos { $n } jugadores
        [up-to] hasta { $n ->
            [one] un { -player }
           *[other] { $n } jugadores
        }
       *[between] de { $min } a { $max } jugadores
    } de { $from }
choose-card = { $form ->
        [you] elige
       *[other] { $who } elige
    } { -card.gender ->
        [feminine] una
       *[masculine] un
    } { -card } { $blind ->
        [yes] a ciegas
       *[no] {""}
    } de { $from }
choose-cards = { $form ->
        [you] elige
       *[other] { $who } elige
    } { $range ->
        [exact] { $amount ->
            [other] tantas cartas como { $n }
           *[exact] { $n ->
                [one] una { -card }
               *[other] { $n } cartas
            }
        }
        [at-least] al menos { $n } cartas
        [up-to] hasta { $n ->
            [one] una { -card }
           *[other] { $n } cartas
        }
       *[between] de { $min } a { $max } cartas
    } { $blind ->
        [yes] a ciegas
       *[no] {""}
    } de { $from }{ $firstMust ->
        [yes] {" "}(el primero debe)
       *[other] {""}
    }
choose-colour = { $form ->
        [you] elige
       *[other] { $who } elige
    } un color
choose-number = { $form ->
        [you] elige
       *[other] { $who } elige
    } un número
choose-yes-no = { $form ->
        [you] decide
       *[other] { $who } decide
    } sí o no
choose-split = { $form ->
        [you] decide
       *[other] { $who } decide
    } cómo se reparten { $n } cartas entre { $from }, al menos una cada uno
# A player chosen only to receive something, named inside that action.
choice-recipient = { $others ->
        [yes] otro jugador
       *[no] un jugador de { $from }
    } que { $form ->
        [you] elijas
       *[other] elija
    }
# Cards chosen, seen, from the actor's own hand, named inside the action that uses them.
cards-of-choice = { $amount ->
        [exact] { $range ->
            [up-to] hasta { $n } cartas
           *[exact] { $n ->
                [one] una carta
               *[other] { $n } cartas
            }
        } que { $form ->
            [you] elijas
           *[other] elija
        }
       *[other] tantas cartas que { $form ->
            [you] elijas
           *[other] elija
        } como { $n }
    }
chosen-player = el { -player } elegido
chosen-players = los jugadores elegidos
chosen-card = { $hasFrom ->
        [yes] la { -card } elegida de { $from }
       *[no] la { -card } elegida
    }
chosen-cards = { $hasFrom ->
        [yes] las cartas elegidas de { $from }
       *[no] las cartas elegidas
    }
# What the first half of a sentence chose, named again in its second half ("choose a card and play it").
again-card = esa { -card }
again-cards = { $n ->
        [one] esa { -card }
       *[other] esas cartas
    }
# A pile's top named once in full, then again after the pile has changed.
again-that = { $kind ->
        [cards] esas cartas
       *[other] esa { -card }
    }
chosen-colour = el color elegido
chosen-number = el número elegido
chosen-yes-no = la respuesta es sí
chosen-split = el reparto

## Actions

verb-draws = { $form ->
        [you] roba
       *[other] { $who } roba
    } { $amount ->
        [exact] { $n ->
            [one] una { -card }
           *[other] { $n } cartas
        }
        [until] hasta tener tantas cartas como { $n }
       *[other] tantas cartas como { $n }
    }
verb-gives = { $toForm ->
        [you] { $who } te da { $what }
       *[other] { $form ->
            [you] da
           *[other] { $who } da
        } { $what } a { $to }
    }
verb-takes = { $form ->
        [you] toma
       *[other] { $who } toma
    } { $what }
verb-discards = { $form ->
        [you] descarta
       *[other] { $who } descarta
    } { $what }
verb-reveals = { $form ->
        [you] enseña
       *[other] { $who } enseña
    } { $what }
verb-plays = { $form ->
        [you] juega
       *[other] { $who } juega
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] pierdes tu próximo turno
        [they] pierde su próximo turno
       *[other] { $what } pierde su próximo turno
    }
verb-move = { $form ->
        [you] pon
       *[other] { $who } pone
    } { $what } { $place ->
        [under] debajo de
       *[to] sobre
    } { $pile }
verb-shuffle = baraja { $what }
verb-deal = reparte { $what } de una en una a { $to }
verb-swap = { $hands ->
        [yes] { $pair ->
            [yes] { $both } intercambian sus manos
           *[no] { $aForm ->
                [you] tú y { $b } intercambiáis vuestras manos
               *[other] { $a } y { $b } intercambian sus manos
            }
        }
       *[no] intercambia { $what } con { $with }
    }
verb-swap-seats = { $whatForm ->
        [you] tú y { $with } intercambiáis vuestros asientos
       *[other] { $what } y { $with } intercambian sus asientos
    }
verb-end = { $word ->
        [round] la ronda termina
       *[turn] el turno termina
    }
verb-trigger = { $hasBy ->
        [yes] { $byForm ->
            [you] activa
           *[other] { $by } activa
        }
       *[no] activa
    } un evento
verb-turn-up = descubre { $what } como si { $hasBy ->
        [yes] { $by } la hubiera jugado
       *[no] la hubieras jugado tú
    }
verb-carry-out = ejecuta { $what }
verb-redirect = el ataque se detiene y lo llevas a cabo tú con nuevos objetivos
verb-dodge = el atacante debe elegir a otro que no seas tú
verb-protect = { $whatForm ->
        [you] no participas
       *[other] { $what } no participa
    } en el evento
verb-take-over = { $whatForm ->
        [you] tomas
       *[other] { $what } toma
    } el turno enseguida
verb-wish = pide { $what }
verb-wish-number = pide { $amount ->
        [exact] el número { $n }
       *[other] { $n }
    }
verb-reverse = el sentido del juego se invierte
verb-cancel = { $word ->
        [play] esa carta no hace nada, ni la acompaña una carta de poder
       *[events] todo efecto duradero que inició un evento termina
    }
verb-add = descubre una carta de regla más
verb-renew = las cartas de regla vigentes se sustituyen por otras tantas nuevas
verb-ready = vuelve { $what } boca abajo, lista para usarse

## Statements

stmt-counter = empieza { $letter ->
        [none] un contador
       *[other] el contador { $letter }
    } en { $start }
# A choice and the action that uses it, in one sentence.
# "yes": a pronoun subject is said again after "and" (English verbs agree with "they" only so).
keep-pronoun-subject = no
stmt-and = { $first } y { $then }
stmt-goes-on = { $on ->
        [yes] esto sigue
       *[other] esto para
    }
stmt-marker = { $on ->
        [yes] pon la marca
       *[other] quita la marca
    }
stmt-tally = cada jugador empieza con una cuenta de { $start }
stmt-shared = lleva un contador común desde { $start }, { $lasts }
stmt-if = si { $cond }: { $then }
stmt-unless = salvo si { $cond }: { $then }
stmt-otherwise = si no: { $otherwise }
stmt-while = mientras { $cond }: { $body }
stmt-times = { $amount ->
        [exact] { $n ->
            [one] una vez
           *[other] { $n } veces
        }
       *[other] tantas veces como { $n }
    }: { $body }
stmt-when = { $untilId ->
        [round-end] { $triggerId ->
            [round-scores] cuando se puntúe esta ronda
           *[other] { $until }, cada vez que { $trigger }
        }
       *[other] { $until }, cada vez que { $trigger }
    }: { $body }
stmt-simultaneously = todos a la vez: { $body }
# A loop whose body branches for each player: one player at a time, named "they" inside.
# A loop over some players inside a sentence about others: once for each of them, who is "that player".
each-that-player = ese jugador
stmt-once-for-each = una vez por cada uno de { $src }: { $body }
# A loop over cards that does several things with each (named "that card" inside).
stmt-for-each = para { $each }: { $body }
# A loop over players with one thing for those who meet a condition and another for the rest.
each-other-rest = los demás
stmt-split = { $a }; { $b }
# Two players who each pick something, and each pick going to the other.
each-other-one = el otro
stmt-cross-moves = cada carta elegida va a { $pile }
stmt-each-in-turn = { $each }{ $turn ->
        [yes] {" "}por turnos
       *[no] {""}
    }: { $body }
stmt-else-if = si no, si { $cond }: { $then }
stmt-score-times = { $form ->
        [you] duplica tu puntuación
       *[other] { $who } duplica su puntuación
    }
# Two values of a property swapped between their owners.
stmt-swap-values = { $a } y { $b } intercambian { $prop ->
        [score] sus puntuaciones
       *[other] sus valores
    }
# A yes-or-no choice and what follows a yes.
stmt-if-wants = { $form ->
        [you] si quieres
       *[other] si { $who } quiere
    }: { $then }
# An "if" on a yes-or-no of the game with a short sentence each way (either-<name>).
either-written-scores = { $then } (sin puntuaciones: { $otherwise })
stmt-if-not-wants = { $form ->
        [you] si no quieres
       *[other] si { $who } no quiere
    }: { $otherwise }
# A count of turns per player, counted down at each turn start, that ends the round at 0.
stmt-turns-left = cada jugador tiene { $n } turnos más; cuando un jugador sin turnos empezaría uno, la ronda termina
# The sum of the n highest of a list added to a value, and a ranking of players by a value.
stmt-add-best = suma a { $target } los puntos de las { $n } cartas que más valen de { $list }
stmt-rank = ordena { $list } por { $by }: 1 para el más bajo, 2 para el siguiente, etc. (empates comparten puesto)
stmt-all-round-times = todos los puntos de la ronda cuentan { $n ->
        [2] doble
       *[other] { $n } veces
    }
# A player picked by the first option that applies ("the first ..., if any; otherwise ...; or else ...").
pick-option = { $value }{ $any ->
        [yes] , si lo hay
       *[no] , si { $cond }
    }
pick-or = ; si no,{" "}
pick-chain = { $options }; si no, { $last }
stmt-round-times = { $form ->
        [you] tus puntos
        [they] sus puntos
       *[other] los puntos de { $who }
    } de la ronda cuentan { $n ->
        [2] doble
       *[other] { $n } veces
    }
stmt-step = { $up ->
        [yes] suma { $n } a { $target }
       *[other] resta { $n } de { $target }
    }
stmt-round-the-table = por turnos hasta que esto pare, { $each }: { $body }
stmt-forbid = { $until } no se puede jugar una { -card } si { $cond }
stmt-allow = { $until } también se puede jugar una { -card } si { $cond }
stmt-show = { $form ->
        [you] ves
        [all] todos ven
       *[other] { $to } ve
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] ganas
        [they] gana
       *[other] { $who } gana
    } { $n } puntos{ $round ->
        [yes] {" "}en esta ronda
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] pierdes
        [they] pierde
       *[other] { $who } pierde
    } { $n } puntos{ $round ->
        [yes] {" "}en esta ronda
       *[no] {""}
    }
stmt-skip-waits = { $on ->
        [yes] { $form ->
            [you] pierdes
           *[other] { $who } pierde
        } de todos modos su próximo turno
       *[no] { $form ->
            [you] ya no pierdes
           *[other] { $who } ya no pierde
        } el turno
    }
stmt-round-score = { $form ->
        [you] sumas
        [they] suma
       *[other] { $who } suma
    } exactamente { $n } puntos en esta ronda
stmt-set = { $target } pasa a ser { $value }
# A yes-or-no of the game switched on: its clause from now on.
stmt-make = desde ahora, { $cond }

## Wishes, windows, moments and durations

wish-colour = pide un color
wish-colour-or-number = pide un color o un número
wish-colour-or-special = pide un color o una carta especial
window-targeted = cuando una carta especial te elige como víctima
window-hand-emptied = en cuanto alguien ha vaciado su mano y los efectos del turno han terminado
window-card-played = cuando otro { -player } juega una carta de su mano
window-event-pending = cuando otro { -player } va a descubrir un evento
trigger-turn-starts = { $whose ->
        [you] empieza tu turno
       *[any] empieza un turno
    }
trigger-turn-ends = { $whose ->
        [you] termina tu turno
       *[any] termina un turno
    }
trigger-goes-out = un { -player } juega o cede su última { -card }
trigger-hand-empties = la mano de un { -player } se vacía
trigger-plays = se juega una { -card }
trigger-play-ends = la jugada de una { -card } ha terminado
trigger-draws = un { -player } roba
trigger-hand-changes = cambia el número de cartas de un { -player }
trigger-round-starts = empieza una ronda
trigger-round-ends = la ronda termina
trigger-round-scores = se puntúa la ronda
until-round-end = en esta ronda
until-this-turn-ends = hasta el final de este turno
until-next-turn-starts = hasta tu próximo turno
until-next-turn-ends = hasta el final de tu próximo turno
lasts-round-end = para la ronda
lasts-game-end = para toda la partida

## The card itself

card-never-played = nunca se puede jugar
card-play-when = solo puedes jugarla si { $cond }
card-respond = échala { $window }{ $hasWhen ->
        [yes] , si { $when }
       *[no] {""}
    }: { $body }
card-own-turn = en tu propio turno solo cuenta su deseo
card-held = mientras la tengas, cada vez que { $trigger }: { $body }
card-under-top = va debajo de la { -card } superior, que sigue vigente
card-mimic = al jugarla, nombra otra carta especial que no sea única: cuenta como esa carta
card-mimic-unique = al jugarla, nombra cualquier otra carta especial: cuenta como esa carta
card-bicoloured = juégala solo sobre uno de sus dos colores; después vale su otro color
card-number = juégala sobre una carta de su color o de su número
card-nothing = no pasa nada
# Cómo se resuelve un empate por «el jugador con más cartas», dicho una vez al final del texto.
note-ties = en caso de empate, cuenta el primero de ellos en el orden de juego después de ti
card-unpassable = nadie puede cederla con sus propias cartas especiales
card-powerless = no se puede usar ninguna carta de poder con ella
card-power-first = 1ST: antes de la { -card } jugada con ella
card-power-second = 2ND: después de la { -card } jugada con ella
card-usable-when = solo se puede usar con una { -card } si { $cond }
## Cartas de regla: cada parámetro de las reglas (language/rule-parameters.ts) en palabras.

rule-this-round = en esta ronda, { $change }
rule-hand-size = cada jugador recibe { $deal } cartas
rule-direction = se juega en el sentido { $value ->
        [clockwise] de las agujas del reloj
       *[other] contrario a las agujas del reloj
    }
rule-black-wishable = { $value ->
        [true] un deseo de color puede nombrar el negro: solo puede seguir una carta negra o un nuevo deseo
       *[other] un deseo no puede nombrar el negro
    }
rule-written-scores = { $value ->
        [true] se juega como si se anotaran las puntuaciones
       *[other] se juega como si nadie anotara las puntuaciones
    }
rule-event-discards = { $value ->
        [out-of-game] las cartas descartadas por un evento salen del juego hasta el próximo reparto
       *[other] las cartas descartadas por un evento van debajo de la carta superior
    }
rule-power-cards-dealt = cada jugador recibe { $value ->
        [0] ninguna carta de poder
        [1] una carta de poder
       *[other] { $value } cartas de poder
    }
rule-empty-hand-window = { $value ->
        [immediately] se puede echar un Nice Try en cuanto una mano queda vacía
       *[other] se puede echar un Nice Try cuando terminan los efectos del turno
    }
rule-round-ends-when = { $value ->
        [hand-empty] la ronda solo termina cuando alguien se queda sin cartas, no cuando se acaba el mazo
        [draw-pile-empty] la ronda solo termina cuando se acaba el mazo
       *[other] la ronda termina cuando alguien se queda sin cartas o se acaba el mazo
    }
rule-point-limit = la partida termina cuando un total { $gameEndsWhen ->
        [reaches] alcanza
       *[other] supera
    } el límite de puntos { $length ->
        [short] corto
        [long] largo
       *[other] medio
    }
rule-rule-cards-per-round = antes de cada ronda se descubren { $value } cartas de regla
rule-cards-per-turn = en un turno se pueden jugar hasta { $value } cartas
rule-draw-with-playable = { $value ->
        [false] quien puede jugar debe jugar
       *[other] se puede robar en vez de jugar
    }
rule-events-per-black-card = cada carta numérica negra desencadena { $value ->
        [1] un evento
       *[other] { $value } eventos
    }
rule-winner = { $value ->
        [highest-total] gana el total más alto
       *[other] gana el total más bajo
    }
rule-round-scoring = { $value ->
        [finisher-scores-others] quien termina suma los puntos que quedan en las manos de los demás
       *[other] cada uno suma los puntos de su mano
    }
rule-rounds = la partida dura { $value } rondas
rule-dealer = { $next ->
        [round-winner] el ganador de la ronda reparte después
        [next-player] el reparto pasa al jugador siguiente
       *[other] el perdedor de la ronda reparte después
    }
rule-eliminate = quien tenga { $holding } cartas o más al final de un turno sale de la partida
rule-teams = los totales de los compañeros cuentan juntos

## Contracciones una vez unidas las frases ("de → a; ...")

# "yes": a whole sentence after a colon starts with a capital letter.
capitalize-after-colon = no
grammar-rewrites = a el → al; de el → del; un otro → otro; Elige un otro → Elige otro; Elige otro jugador → Elige a otro jugador; elige otro jugador → elige a otro jugador; Elige un jugador → Elige a un jugador; elige un jugador → elige a un jugador; para el que él no tiene que saltar → que no tiene que saltar; para el que tiene → que tiene; para el que su mano → cuya mano; para las que ella se puede ceder → que se pueden ceder; para las que sus colores incluye → cuyos colores incluyen; para las que es una carta de número para las que su número aparece → que son cartas de número y cuyo número aparece; para las que es una carta especial → que son cartas especiales; como el número de todos los jugadores → como jugadores hay; Elige 2 jugadores → Elige a 2 jugadores; cuya mano no tiene ninguna carta → cuya mano está vacía; con el valor más alto de su puntuación → con más puntos; con el valor más bajo de su puntuación → con menos puntos; los demás gana → los demás ganan; los demás pierde → los demás pierden; cuya mano tiene al menos una carta → que tiene cartas; El primero de todos los jugadores para los que su mano no tiene ninguna carta → El primer jugador sin cartas; el primero de los de todos los jugadores para los que su mano tiene al menos una carta con el 2.º valor más bajo de los puntos de su carta → el primer jugador con la segunda carta más baja; el primero de todos los jugadores para los que su mano tiene al menos una carta → el primer jugador con cartas; tantas cartas como el número de cartas en su mano → tantas cartas como tiene en la mano; jugadores de todos los jugadores → jugadores; salvo esta carta y ejecuta esa carta → distinta de esta y ejecútala; Suma a su cuenta los puntos de las 3 cartas que más valen de la mano de cada jugador → Para cada jugador, suma a su cuenta los puntos de las 3 cartas que más valen de su mano; gana su cuenta puntos → gana tantos puntos como su cuenta; Si él quiere → Si quiere; Si él no quiere → Si no quiere; Él enseña → Enseña; él roba → roba; él descarta → descarta; de los de los demás jugadores → de entre los demás jugadores

# Un número elegido de un intervalo (`choose number 0..20`): $least y $most son sus límites.
choose-number-range = { $form ->
        [you] elige
       *[other] { $who } elige
    } un número de { $least } a { $most }

# Una de las opciones que nombra una regla (`choose one of [double, calm]`): $names las enumera.
choose-one = { $form ->
        [you] elige
       *[other] { $who } elige
    } una de: { $names }
chosen-one = la opción elegida

# Un deseo limitado a una lista (`wish colour from colours of hand of me by p`).
wish-from-list = { $hasBy ->
        [yes] { $byForm ->
            [you] pide
           *[other] { $by } pide
        }
       *[no] pide
    } un color de { $from }

# How the round ended, as `when round-scores` names it (`round-end`).
global-round-end = cómo terminó la ronda

# a player out of the game at once (`eliminate p`), and an extra turn (`p takes another turn`).
verb-eliminate = { $whatForm ->
        [you] quedas eliminado de la partida
        [they] queda eliminado de la partida
       *[other] { $what } queda eliminado de la partida
    }
verb-extra-turn = { $form ->
        [you] juega otro turno después de este
       *[other] { $who } juega dos turnos seguidos
    }

# the whole numbers from a to b (`numbers(1, 9)`), a table's keys or a list to go through.
builtin-numbers = los números del { $a } al { $b }
# the names of the cards, each once (`ids of hand of me`), a table's keys.
prop-ids = { $form ->
        [it] sus nombres
       *[other] los nombres de { $of }
    }

# Las cartas boca abajo, o boca arriba, en la mesa delante de un jugador.
prop-face-down-cards = { $form ->
        [you] tus cartas boca abajo
        [they] sus cartas boca abajo
       *[other] las cartas boca abajo de { $of }
    }
prop-face-up-cards = { $form ->
        [you] tus cartas boca arriba
        [they] sus cartas boca arriba
       *[other] las cartas boca arriba de { $of }
    }

# Cartas metidas en un mazo bajo sus $below cartas de arriba (`move cards to pile below n`).
verb-move-below = { $form ->
        [you] mete
       *[other] { $who } mete
    } { $what } en { $to } { $belowExact ->
        [yes] bajo sus { $below } cartas de arriba
       *[other] bajo tantas de sus cartas de arriba como { $below }
    }

# face-down-plays: a card played face down (`face-down`), whether it would have been allowed face up (`fitted`).
global-face-down = { $neg ->
        [yes] se jugó boca arriba
       *[other] se jugó boca abajo
    }
global-fitted = { $neg ->
        [yes] no encajaba
       *[other] encajaba
    }
rule-face-down-plays = { $value ->
        [true] en su turno, un jugador puede jugar cualquier { -card } boca abajo, diciendo que encaja
       *[other] toda { -card } se juega boca arriba
    }

# Two players become partners (`partner p with q`), and how partners' points add up (`team-scoring`).
verb-partner = { $whatForm ->
        [you] tú y { $with } sois compañeros desde ahora
       *[other] { $what } y { $with } son compañeros desde ahora
    }
rule-team-scoring = { $value ->
        [per-player] cada uno suma los puntos de la ronda de su bando y juega por su propio total
       *[other] el total de un bando es la suma de los totales de sus jugadores
    }
