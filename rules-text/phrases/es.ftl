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
expr-counter = el contador
expr-flag = esto sigue
expr-shared = el contador común
expr-index = { $form ->
        [you] tu parte
        [they] su parte
       *[other] la parte de { $of }
    } de { $obj }
expr-not = no ({ $e })
expr-neg = menos { $e }
expr-filter = { $src } { $one ->
        [yes] para el que
       *[no] para los que
    } { $cond }
each-players = cada { -player }
each-others = cada otro { -player }
each-of = cada uno de { $src }

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
global-opening = esta { -card } abre la ronda
global-black-wished = se pide el negro
global-this-card = esta { -card }
global-played-card = la { -card } jugada con ella
global-played-this-turn = las cartas jugadas en este turno
global-events-this-round = los eventos de esta ronda
global-events-this-game = los eventos de esta partida
global-point-limit = el límite de puntos
global-written-scores = se anotan los puntos
global-events-per-black-card = el número de eventos por { -card } negra
global-attacks-secured = el ataque está protegido
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
global-finisher = el { -player } que vació su mano
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
builtin-highest = los de { $a } con el valor más alto de { $b }
builtin-lowest = los de { $a } con el valor más bajo de { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] el primer { $everyone ->
            [yes] jugador
           *[no] de { $a }
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
        [first] el primer { $everyone ->
            [yes] jugador
           *[no] de { $a }
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
    } de { $from }
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
       *[other] tantas cartas como { $n }
    }
verb-gives = { $form ->
        [you] da
       *[other] { $who } da
    } { $what } a { $to }
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
    } { $what } a todos
verb-plays = { $form ->
        [you] juega
       *[other] { $who } juega
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] pierdes tu próximo turno
        [they] pierde su próximo turno
       *[other] { $what } pierde su próximo turno
    }
verb-move = pon { $what } { $place ->
        [under] debajo de
       *[to] sobre
    } { $pile }
verb-shuffle = baraja { $what }
verb-deal = reparte { $what } de una en una a { $to }
verb-swap = { $hands ->
        [yes] { $aForm ->
            [you] tú y { $b } intercambiáis vuestras manos
           *[other] { $a } y { $b } intercambian sus manos
        }
       *[no] intercambia { $what } con { $with }
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
verb-cancel = todo efecto duradero que inició un evento termina
verb-add = descubre una carta de regla más
verb-renew = las cartas de regla vigentes se sustituyen por otras tantas nuevas
verb-ready = vuelve { $what } boca abajo, lista para usarse

## Statements

stmt-counter = empieza un contador en { $start }
# A choice and the action that uses it, in one sentence.
stmt-and = { $first } y { $then }
stmt-flag-on = esto sigue
stmt-flag-off = esto se detiene
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
stmt-when = { $until }, cada vez que { $trigger }: { $body }
stmt-simultaneously = todos a la vez: { $body }
stmt-forbid = { $until } no se puede jugar una { -card } si { $cond }
stmt-allow = { $until } también se puede jugar una { -card } si { $cond }
stmt-show = { $form ->
        [you] ves
        [all] todos ven
       *[other] { $to } ve
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] sumas
        [they] suma
       *[other] { $who } suma
    } { $n } puntos más{ $round ->
        [yes] {" "}en esta ronda
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] sumas
        [they] suma
       *[other] { $who } suma
    } { $n } puntos menos{ $round ->
        [yes] {" "}en esta ronda
       *[no] {""}
    }
stmt-round-score = { $form ->
        [you] sumas
        [they] suma
       *[other] { $who } suma
    } exactamente { $n } puntos en esta ronda
stmt-set = { $target } pasa a ser { $value }

## Wishes, windows, moments and durations

wish-colour = pide un color
wish-colour-or-number = pide un color o un número
wish-colour-or-special = pide un color o una carta especial
window-targeted = cuando una carta especial te elige como víctima
window-hand-emptied = en cuanto alguien ha vaciado su mano y los efectos del turno han terminado
window-event-pending = cuando otro { -player } va a descubrir un evento
trigger-turn-starts = empieza un turno
trigger-turn-ends = termina un turno
trigger-goes-out = un { -player } juega o cede su última { -card }
trigger-hand-empties = la mano de un { -player } se vacía
trigger-plays = se juega una { -card }
trigger-play-ends = la jugada de una { -card } ha terminado
trigger-draws = un { -player } roba
trigger-hand-changes = cambia el número de cartas de un { -player }
trigger-round-starts = empieza una ronda
trigger-round-ends = la ronda termina
trigger-round-scores = se puntúa la ronda
until-round-end = hasta el final de la ronda
until-this-turn-ends = hasta el final de este turno
until-next-turn-starts = hasta tu próximo turno
until-next-turn-ends = hasta el final de tu próximo turno
lasts-round-end = para la ronda
lasts-game-end = para toda la partida

## The card itself

card-never-played = nunca se puede jugar
card-play-when = solo puedes jugarla si { $cond }
card-respond = échala { $window }{ $hasWhen ->
        [yes] {" "}(si { $when })
       *[no] {""}
    }: { $body }
card-own-turn = también en tu propio turno
card-held = mientras la tengas, cada vez que { $trigger }: { $body }
card-under-top = va debajo de la { -card } superior, que sigue vigente
card-mimic = copia la { -card } de debajo
card-mimic-unique = copia la { -card } de debajo, también las únicas
card-unpassable = nadie puede cederla con sus propias cartas especiales
card-powerless = no se puede usar ninguna carta de poder con ella
card-power-first = 1ST: antes de la { -card } jugada con ella
card-power-second = 2ND: después de la { -card } jugada con ella
card-usable-when = solo se puede usar con una { -card } si { $cond }
rule-patch = regla { $name }: { $value }

## Contracciones una vez unidas las frases ("de → a; ...")

grammar-rewrites = a el → al; de el → del; un otro → otro; Elige un otro → Elige otro
