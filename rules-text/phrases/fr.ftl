# Phrases françaises du texte de règle écrit à partir de l'effet d'une carte (rules-text/).
# Variables comme dans en.ftl. Les termes portent leur genre en attribut (-card.gender).

-card = carte
    .gender = feminine
-player = joueur
    .gender = masculine

## Pronouns and plain values

pronoun-they = il
pronoun-it = elle
# Left empty: conditions on each element keep their own clause (a relative pronoun would need new case and agreement phrases).
pronoun-rel = {""}
expr-text = « { $text } »
expr-true = oui
expr-false = non
expr-none = aucun
expr-unknown = quelque chose
# What a list has left once a chosen part is taken out.
expr-rest = le reste de { $src }
# A marker set only as this effect ends the round.
expr-ended = { $neg ->
        [yes] cette carte n'a pas fini la manche
       *[other] cette carte a fini la manche
    }
expr-rank = rang
# The value of the card each player laid, kept per player.
expr-card-value = points de carte
expr-counter = { $letter ->
        [none] le compteur
       *[other] le compteur { $letter }
    }
# One element of a list, whichever it is ("some player").
expr-some-of = { $kind ->
        [player] un joueur
       *[other] l'un de { $src }
    }
# A list a loop over it shrinks by each element in turn.
expr-not-yet-reached = ceux de { $src } pas encore atteints
# A count going up by one for each player of a loop, read as the player's place.
expr-place = sa place dans l'ordre du jeu (1 pour le premier, 2 pour le suivant, et ainsi de suite)
expr-goes-on = { $neg ->
        [yes] cela s'est arrêté
       *[other] cela continue
    }
expr-marker = { $neg ->
        [yes] le marqueur n'est pas posé
       *[other] le marqueur est posé
    }
expr-tally = compteur
expr-shared = le compteur commun
expr-index = { $which ->
        [card] { $form ->
            [you] les points de ta carte
            [they] les points de sa carte
           *[other] les points de la carte de { $of }
        }
        [rank] { $form ->
            [you] ton rang
            [they] son rang
           *[other] le rang de { $of }
        }
        [split] { $form ->
            [you] ta part
            [they] sa part
           *[other] la part de { $of }
        }
       *[other] { $form ->
            [you] ton { $obj }
            [they] son { $obj }
           *[other] le { $obj } de { $of }
        }
    }
expr-not = non ({ $e })
expr-neg = moins { $e }
expr-filter = { $pileSrc ->
        [yes] les cartes de { $src } pour lesquelles
       *[no] { $src } { $one ->
            [yes] pour lequel
           *[no] { $elem ->
                [player] pour lesquels
               *[other] pour lesquelles
            }
        }
    } { $cond }
# Cards picked by name or by class, and the piles an effect lays out on the table.
expr-card-named = cartes « { $name } »
expr-cards-of = les { $what } de { $src }
expr-own-pile = sa propre pile sur la table
expr-table-pile-nth = { $n ->
        [1] la première pile sur la table
       *[other] la deuxième pile sur la table
    }
expr-special-cards = cartes spéciales
class-coloured-number = cartes numérotées de couleur
class-black-number = cartes numérotées noires
class-coloured-special = cartes spéciales de couleur
class-bicoloured-special = cartes spéciales bicolores
class-open-wish = cartes de vœu
class-unique = cartes spéciales uniques
each-named = chaque carte nommée « { $name } »
each-players = chaque { -player }
each-others = chaque autre { -player }
each-of = { $kind ->
        [pile] chaque carte de { $src }
       *[other] chacun de { $src }
    }
# A player of a loop who chose another, named in a sentence about that other.
each-chooser = le joueur qui l'a choisi

## Colours

colour-blue = bleu
colour-red = rouge
colour-green = vert
colour-yellow = jaune
colour-black = noir

## Names an effect reads

global-me = toi
global-players = tous les joueurs
global-others = les autres joueurs
global-current = le { -player } dont c'est le tour
global-draw-pile = la pioche
global-discard-pile = la défausse
global-event-pile = la pile des événements
global-power-pile = la pile des cartes pouvoir
global-active-colour = la couleur en vigueur
global-active-number = le nombre en vigueur
global-top-card = la { -card } du dessus de la défausse
global-last-colour = la dernière couleur jouée ou demandée
global-colours = les quatre couleurs
global-special-wish = une carte spéciale est demandée
global-open-pile = rien n'est en vigueur sur la défausse
global-opening = { $neg ->
        [yes] cette { -card } n'ouvre pas la manche
       *[other] cette { -card } ouvre la manche
    }
global-black-wished = le noir est demandé
global-this-card = cette { -card }
global-played-card = la { -card } jouée avec elle
global-played-this-turn = les cartes jouées ce tour
global-events-this-round = les événements de cette manche
global-events-this-game = les événements de cette partie
global-point-limit = la limite de points
global-cards-dealt = le nombre de cartes distribuées cette manche
global-written-scores = les scores sont notés
global-events-per-black-card = le nombre d'événements par { -card } noire
global-attacks-secured = { $neg ->
        [yes] l'attaque peut être contrée
       *[other] l'attaque ne peut pas être contrée
    }
global-card = la { -card }
global-further = c'est une { -card } supplémentaire du tour
global-turn-skipped = le tour est passé
global-goer = le { -player } qui est sorti
global-who = le { -player } qui l'a jouée
global-played = la { -card } jouée
global-drawer = le { -player } qui a pioché
global-drawn = les cartes piochées
global-turn-draw = c'était la pioche du tour
global-holder = ce { -player }
global-holding = le nombre de ses cartes
global-dealer = le donneur
global-finisher = { $exists ->
        [yes] quelqu'un a vidé sa main
        [none] personne n'a vidé sa main
       *[other] le { -player } qui a vidé sa main
    }
global-finishers = les joueurs à la main vide
global-attacker = l'attaquant
global-emptied = les joueurs qui sont sortis
global-triggerer = le { -player } qui a déclenché l'événement

## Properties

prop-hand = { $form ->
        [you] ta main
        [they] sa main
       *[other] la main de { $of }
    }
prop-powers = { $form ->
        [you] tes cartes pouvoir
        [they] ses cartes pouvoir
       *[other] les cartes pouvoir de { $of }
    }
prop-left = { $form ->
        [you] ton voisin de gauche
        [they] son voisin de gauche
       *[other] le voisin de gauche de { $of }
    }
prop-right = { $form ->
        [you] ton voisin de droite
        [they] son voisin de droite
       *[other] le voisin de droite de { $of }
    }
prop-next = { $form ->
        [you] le { -player } suivant
       *[other] le { -player } après { $of }
    }
prop-others = { $form ->
        [you] les autres joueurs
       *[other] les joueurs sauf { $of }
    }
prop-team = { $form ->
        [you] ton équipe
        [they] son équipe
       *[other] l'équipe de { $of }
    }
prop-partner = { $form ->
        [you] ton partenaire
        [they] son partenaire
       *[other] le partenaire de { $of }
    }
prop-score = { $form ->
        [you] ton score
        [they] son score
       *[other] le score de { $of }
    }
prop-round-score = { $form ->
        [you] tes points de la manche
        [they] ses points de la manche
       *[other] les points de { $of } pour la manche
    }
prop-skipped = { $neg ->
        [yes] { $form ->
            [you] tu ne dois pas passer ton tour
           *[other] { $of } ne doit pas passer son tour
        }
       *[no] { $form ->
            [you] tu dois passer ton tour
           *[other] { $of } doit passer son tour
        }
    }
prop-playable = { $form ->
        [you] les cartes que tu peux jouer
       *[other] les cartes que { $of } peut jouer
    }
prop-free-plays = { $form ->
        [you] les cartes que tu pourrais jouer sur tout
       *[other] les cartes que { $of } pourrait jouer sur tout
    }
prop-used = { $neg ->
        [yes] { $of } est face cachée
       *[no] { $of } est utilisée
    }
prop-used-this-turn = { $neg ->
        [yes] { $of } n'a pas servi ce tour
       *[no] { $of } a servi ce tour
    }
prop-count = { $kind ->
        [pile] le nombre de cartes dans { $of }
       *[other] le nombre de { $of }
    }
prop-first = le premier de { $of }
prop-last = le dernier de { $of }
prop-points = les points de { $of }
prop-colour = { $form ->
        [it] sa couleur
       *[other] la couleur de { $of }
    }
prop-colours = { $form ->
        [it] ses couleurs
       *[other] les couleurs de { $of }
    }
prop-number = { $form ->
        [it] son nombre
       *[other] le nombre de { $of }
    }
prop-id = { $form ->
        [it] son nom
       *[other] le nom de { $of }
    }
prop-class = { $form ->
        [it] son type
       *[other] le type de { $of }
    }
prop-symbol = { $form ->
        [it] son symbole
       *[other] le symbole de { $of }
    }
prop-unpassable = { $neg ->
        [yes] { $of } peut être donnée
       *[no] { $of } ne peut pas être donnée
    }
prop-owner = le { -player } qui tient { $of }
prop-top = la { -card } du dessus de { $of }

cond-some = { $playable ->
        [yes] { $ownerForm ->
            [you] tu peux jouer une { -card }
            [they] il peut jouer une { -card }
           *[other] { $owner } peut jouer une { -card }
        }
       *[no] { $kind ->
                [pile] { $of } contient au moins une { -card }
               *[other] il y a au moins une de { $of }
            }
    }
cond-empty = { $playable ->
        [yes] { $ownerForm ->
            [you] tu ne peux jouer aucune { -card }
            [they] il ne peut jouer aucune { -card }
           *[other] { $owner } ne peut jouer aucune { -card }
        }
       *[no] { $kind ->
                [pile] { $of } ne contient aucune { -card }
               *[other] il n'y a aucune de { $of }
            }
    }

# A property each of a list shares with at least $n of the list ($prop: its relative form, "whose number").
cond-repeated = { $prop } revient au moins { $n } fois parmi elles
# How many players share the most (or fewest) cards.
cond-one-most = un seul joueur a le { $fn ->
        [highest] plus
       *[other] moins
    } de cartes
cond-not-all-equal = les joueurs n'ont pas tous le même nombre de cartes
# A choice that came out empty.
cond-none-chosen = rien n'a été choisi
# A clause about each element widened or emptied by a condition about something else.
cond-or-any = { $cond } (toutes si { $when })
cond-none-if = { $cond } (aucune si { $when })
cond-special = { $form ->
        [it] c'est une carte spéciale
       *[other] { $of } est une carte spéciale
    }
cond-numbered = { $form ->
        [it] c'est une carte numérotée
       *[other] { $of } est une carte numérotée
    }

## Builtins

builtin-min = le plus petit de { $a } et { $b }
builtin-max = le plus grand de { $a } et { $b }
builtin-highest = { $pick ->
        [all] ceux de { $a }
       *[other] { $everyone ->
            [yes] le joueur
           *[no] celui de { $a }
        }
    } avec la plus grande valeur de { $b }
builtin-lowest = { $pick ->
        [all] ceux de { $a }
       *[other] { $everyone ->
            [yes] le joueur
           *[no] celui de { $a }
        }
    } avec la plus petite valeur de { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] { $everyone ->
            [yes] le joueur
           *[no] celui de { $a }
        } qui a
        [last] le dernier { $everyone ->
            [yes] joueur
           *[no] de { $a }
        } qui a
       *[all] { $everyone ->
            [yes] les joueurs
           *[no] ceux de { $a }
        } qui ont
    } le plus de cartes
superlative-fewest-cards = { $pick ->
        [first] { $everyone ->
            [yes] le joueur
           *[no] celui de { $a }
        } qui a
        [last] le dernier { $everyone ->
            [yes] joueur
           *[no] de { $a }
        } qui a
       *[all] { $everyone ->
            [yes] les joueurs
           *[no] ceux de { $a }
        } qui ont
    } le moins de cartes
builtin-nth-lowest = ceux de { $a } avec la { $b }e plus petite valeur de { $c }
builtin-sum = la somme sur { $a } de { $b }
builtin-top = { $bExact ->
        [yes] { $b ->
            [one] la { -card } du dessus
           *[other] les { $b } cartes du dessus
        } de { $a }
       *[no] autant de cartes du dessus de { $a } que { $b }
    }
builtin-table = une note par { -player }
builtin-table-pile = la pile sur la table
builtin-following = celui après { $b } parmi { $a }
# An element picked at random ($aKind: hand, with its $owner and $ownerForm; pile; cards; players; colours; any other).
builtin-random = { $aKind ->
        [hand] une { -card } au hasard dans { $ownerForm ->
            [you] ta main
            [they] sa main
           *[other] la main de { $owner }
        }
        [pile] une { -card } au hasard dans { $a }
        [cards] une { -card } au hasard parmi { $a }
        [players] un { -player } au hasard parmi { $a }
        [colours] une couleur au hasard parmi { $a }
       *[other] l'un de { $a } au hasard
    }
builtin-race = le plus rapide de { $a }
builtin-race-order = { $a } du plus rapide au plus lent
builtin-join = { $a } et { $b }
builtin-without = { $a } sauf { $bForm ->
        [you] toi
        [they] lui
       *[other] { $b }
    }
builtin-find = chaque { -card } nommée { $a }
builtin-identical = { $a } est identique à { $b }
builtin-sums-to = certaines de { $a } font ensemble { $b }

## Operators

# Two hand sizes compared ($o: lt, le, gt, ge, eq, ne; $who holds, $than is compared with).
# A hand's size against a number ($o: eq, ge, le).
cond-hand-count = { $form ->
        [you] tu as
        [they] il a
       *[other] { $who } a
    } { $o ->
        [ge] au moins
        [le] au plus
       *[eq] exactement
    } { $n ->
        [one] une carte
       *[other] { $n } cartes
    } en main
cmp-hand-sizes = { $form ->
        [you] tu as
        [they] il a
       *[other] { $who } a
    } { $o ->
        [lt] moins de cartes que
        [le] au plus autant de cartes que
        [gt] plus de cartes que
        [ge] au moins autant de cartes que
        [eq] autant de cartes que
       *[ne] un autre nombre de cartes que
    } { $thanForm ->
        [you] toi
        [they] lui
       *[other] { $than }
    }

op-plus = { $l } plus { $r }
op-minus = { $l } moins { $r }
op-times = { $l } fois { $r }
op-divided = { $l } divisé par { $r }
op-eq = { $l } est { $r }
op-ne = { $l } n'est pas { $r }
op-lt = { $l } est inférieur à { $r }
op-le = { $l } est au plus { $r }
op-gt = { $l } est supérieur à { $r }
op-ge = { $l } est au moins { $r }
op-and = { $l } et { $r }
op-or = { $l } ou { $r }
op-in = { $r } contient { $l }

## Choices

choose-player = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } { -player.gender ->
        [masculine] un
       *[feminine] une
    } { $others ->
        [yes] autre { -player }
        [filter] autre { -player } pour lequel { $cond }
       *[no] { -player } parmi { $from }
    }
choose-players = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } { $range ->
        [exact] { $n ->
            [one] un { -player }
           *[other] { $n } joueurs
        }
        [at-least] au moins { $n } joueurs
        [up-to] jusqu'à { $n ->
            [one] un { -player }
           *[other] { $n } joueurs
        }
       *[between] de { $min } à { $max } joueurs
    } parmi { $from }
choose-card = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } { -card.gender ->
        [feminine] une
       *[masculine] un
    } { -card } { $blind ->
        [yes] à l'aveugle
       *[no] {""}
    } dans { $from }
choose-cards = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } { $range ->
        [exact] { $amount ->
            [other] autant de cartes que { $n }
           *[exact] { $n ->
                [one] une { -card }
               *[other] { $n } cartes
            }
        }
        [at-least] au moins { $n } cartes
        [up-to] jusqu'à { $n ->
            [one] une { -card }
           *[other] { $n } cartes
        }
       *[between] de { $min } à { $max } cartes
    } { $blind ->
        [yes] à l'aveugle
       *[no] {""}
    } dans { $from }{ $firstMust ->
        [yes] {" "}(le premier doit)
       *[other] {""}
    }
choose-colour = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } une couleur
choose-number = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } un nombre
choose-yes-no = { $form ->
        [you] décide
       *[other] { $who } décide
    } oui ou non
choose-split = { $form ->
        [you] décide
       *[other] { $who } décide
    } comment { $n } cartes sont réparties entre { $from }, au moins une chacun
# A player chosen only to receive something, named inside that action.
choice-recipient = { $others ->
        [yes] un autre joueur
       *[no] un joueur parmi { $from }
    } de { $form ->
        [you] ton
       *[other] son
    } choix
# Cards chosen, seen, from the actor's own hand, named inside the action that uses them.
cards-of-choice = { $amount ->
        [exact] { $range ->
            [up-to] jusqu'à { $n } cartes
           *[exact] { $n ->
                [one] une carte
               *[other] { $n } cartes
            }
        } de { $form ->
            [you] ton
           *[other] son
        } choix
       *[other] autant de cartes de { $form ->
            [you] ton
           *[other] son
        } choix que { $n }
    }
chosen-player = le { -player } choisi
chosen-players = les joueurs choisis
chosen-card = { $hasFrom ->
        [yes] la { -card } choisie dans { $from }
       *[no] la { -card } choisie
    }
chosen-cards = { $hasFrom ->
        [yes] les cartes choisies dans { $from }
       *[no] les cartes choisies
    }
# What the first half of a sentence chose, named again in its second half ("choose a card and play it").
again-card = cette { -card }
again-cards = { $n ->
        [one] cette { -card }
       *[other] ces cartes
    }
# A pile's top named once in full, then again after the pile has changed.
again-that = { $kind ->
        [cards] ces cartes
       *[other] cette { -card }
    }
chosen-colour = la couleur choisie
chosen-number = le nombre choisi
chosen-yes-no = la réponse est oui
chosen-split = la répartition

## Actions

verb-draws = { $form ->
        [you] pioche
       *[other] { $who } pioche
    } { $amount ->
        [exact] { $n ->
            [one] une { -card }
           *[other] { $n } cartes
        }
        [until] jusqu'à avoir autant de cartes que { $n }
       *[other] autant de cartes que { $n }
    }
verb-gives = { $toForm ->
        [you] { $who } te donne { $what }
       *[other] { $form ->
            [you] donne
           *[other] { $who } donne
        } { $what } à { $to }
    }
verb-takes = { $form ->
        [you] prends
       *[other] { $who } prend
    } { $what }
verb-discards = { $form ->
        [you] défausse
       *[other] { $who } défausse
    } { $what }
verb-reveals = { $form ->
        [you] montre
       *[other] { $who } montre
    } { $what }
verb-plays = { $form ->
        [you] joue
       *[other] { $who } joue
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] tu passes ton prochain tour
        [they] il passe son prochain tour
       *[other] { $what } passe son prochain tour
    }
verb-move = { $form ->
        [you] pose
       *[other] { $who } pose
    } { $what } { $place ->
        [under] sous
       *[to] sur
    } { $pile }
verb-shuffle = mélange { $what }
verb-deal = distribue { $what } une à une à { $to }
verb-swap = { $hands ->
        [yes] { $pair ->
            [yes] { $both } échangent leurs mains
           *[no] { $aForm ->
                [you] toi et { $b } échangez vos mains
               *[other] { $a } et { $b } échangent leurs mains
            }
        }
       *[no] échange { $what } avec { $with }
    }
verb-swap-seats = { $whatForm ->
        [you] toi et { $with } échangez vos places
       *[other] { $what } et { $with } échangent leurs places
    }
verb-end = { $word ->
        [round] la manche se termine
       *[turn] le tour se termine
    }
verb-trigger = { $hasBy ->
        [yes] { $byForm ->
            [you] déclenche
           *[other] { $by } déclenche
        }
       *[no] déclenche
    } un événement
verb-turn-up = retourne { $what } comme si { $hasBy ->
        [yes] { $by } l'avait jouée
       *[no] tu l'avais jouée
    }
verb-carry-out = exécute { $what }
verb-redirect = l'attaque s'arrête, et tu la mènes toi-même avec de nouvelles cibles
verb-dodge = l'attaquant doit choisir quelqu'un d'autre que toi
verb-protect = { $whatForm ->
        [you] tu ne prends
       *[other] { $what } ne prend
    } pas part à l'événement
verb-take-over = { $whatForm ->
        [you] tu prends
       *[other] { $what } prend
    } aussitôt le tour
verb-wish = demande { $what }
verb-wish-number = demande { $amount ->
        [exact] le nombre { $n }
       *[other] { $n }
    }
verb-reverse = le sens du jeu s'inverse
verb-cancel = { $word ->
        [play] cette carte ne fait rien, aucune carte pouvoir ne l'accompagne
       *[events] tout effet durable lancé par un événement prend fin
    }
verb-add = retourne une carte règle de plus
verb-renew = les cartes règle en vigueur sont remplacées par autant de nouvelles
verb-ready = retourne { $what } face cachée, prête à servir

## Statements

stmt-counter = commence { $letter ->
        [none] un compteur
       *[other] le compteur { $letter }
    } à { $start }
# A choice and the action that uses it, in one sentence.
# "yes": a pronoun subject is said again after "and" (English verbs agree with "they" only so).
keep-pronoun-subject = no
stmt-and = { $first } et { $then }
stmt-goes-on = { $on ->
        [yes] cela continue
       *[other] cela s'arrête
    }
stmt-marker = { $on ->
        [yes] pose le marqueur
       *[other] retire le marqueur
    }
stmt-tally = chaque joueur commence avec un compteur à { $start }
stmt-shared = tiens un compteur commun à partir de { $start }, { $lasts }
stmt-if = si { $cond } : { $then }
stmt-unless = sauf si { $cond } : { $then }
stmt-otherwise = sinon : { $otherwise }
stmt-while = tant que { $cond } : { $body }
stmt-times = { $amount ->
        [exact] { $n ->
            [one] une fois
           *[other] { $n } fois
        }
       *[other] autant de fois que { $n }
    } : { $body }
stmt-when = { $untilId ->
        [round-end] { $triggerId ->
            [round-scores] au décompte de la manche
           *[other] { $until }, chaque fois que { $trigger }
        }
       *[other] { $until }, chaque fois que { $trigger }
    } : { $body }
stmt-simultaneously = tous en même temps : { $body }
# A loop whose body branches for each player: one player at a time, named "they" inside.
# A loop over some players inside a sentence about others: once for each of them, who is "that player".
each-that-player = ce joueur
stmt-once-for-each = une fois pour chacun de { $src } : { $body }
# A loop over cards that does several things with each (named "that card" inside).
stmt-for-each = pour { $each } : { $body }
# A loop over players with one thing for those who meet a condition and another for the rest.
each-other-rest = les autres
stmt-split = { $a } ; { $b }
# Two players who each pick something, and each pick going to the other.
each-other-one = l'autre
stmt-cross-moves = chaque carte choisie va sur { $pile }
stmt-each-in-turn = { $each }{ $turn ->
        [yes] {" "}à son tour
       *[no] {""}
    } : { $body }
stmt-else-if = sinon, si { $cond } : { $then }
stmt-score-times = { $form ->
        [you] double ton score
       *[other] { $who } double son score
    }
# Two values of a property swapped between their owners.
stmt-swap-values = { $a } et { $b } échangent { $prop ->
        [score] leurs scores
       *[other] leurs valeurs
    }
# A yes-or-no choice and what follows a yes.
stmt-if-wants = { $form ->
        [you] si tu veux
       *[other] si { $who } veut
    } : { $then }
# An "if" on a yes-or-no of the game with a short sentence each way (either-<name>).
either-written-scores = { $then } (sans scores : { $otherwise })
stmt-if-not-wants = { $form ->
        [you] si tu ne veux pas
       *[other] si { $who } ne veut pas
    } : { $otherwise }
# A count of turns per player, counted down at each turn start, that ends the round at 0.
stmt-turns-left = chaque joueur a encore { $n } tours ; quand un joueur sans tour devrait jouer, la manche se termine
# The sum of the n highest of a list added to a value, and a ranking of players by a value.
stmt-add-best = ajoute à { $target } les points des { $n } cartes les plus fortes de { $list }
stmt-rank = classe { $list } selon { $by } : 1 pour le plus bas, 2 pour le suivant, etc. (ex aequo au même rang)
stmt-all-round-times = tous les points de la manche comptent { $n ->
        [2] double
       *[other] { $n } fois
    }
# A player picked by the first option that applies ("the first ..., if any; otherwise ...; or else ...").
pick-option = { $value }{ $any ->
        [yes] , s'il y en a
       *[no] , si { $cond }
    }
pick-or = {" "}; sinon
pick-chain = { $options } ; sinon { $last }
stmt-round-times = { $form ->
        [you] tes points
        [they] ses points
       *[other] les points de { $who }
    } de la manche comptent { $n ->
        [2] double
       *[other] { $n } fois
    }
stmt-step = { $up ->
        [yes] ajoute { $n } à { $target }
       *[other] retire { $n } de { $target }
    }
stmt-round-the-table = à tour de rôle jusqu'à l'arrêt, { $each } : { $body }
stmt-forbid = { $until }, aucune { -card } ne peut être jouée si { $cond }
stmt-allow = { $until }, une { -card } peut aussi être jouée si { $cond }
stmt-show = { $form ->
        [you] tu vois
        [all] tout le monde voit
       *[other] { $to } voit
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] tu gagnes
        [they] il gagne
       *[other] { $who } gagne
    } { $n } points{ $round ->
        [yes] {" "}pour la manche
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] tu perds
        [they] il perd
       *[other] { $who } perd
    } { $n } points{ $round ->
        [yes] {" "}pour la manche
       *[no] {""}
    }
stmt-skip-waits = { $on ->
        [yes] { $form ->
            [you] tu passes
           *[other] { $who } passe
        } finalement son prochain tour
       *[no] { $form ->
            [you] tu ne passes
           *[other] { $who } ne passe
        } finalement pas son tour
    }
stmt-round-score = { $form ->
        [you] tu marques
        [they] il marque
       *[other] { $who } marque
    } exactement { $n } points pour la manche
stmt-set = { $target } devient { $value }
# A yes-or-no of the game switched on: its clause from now on.
stmt-make = désormais, { $cond }

## Wishes, windows, moments and durations

wish-colour = demande une couleur
wish-colour-or-number = demande une couleur ou un nombre
wish-colour-or-special = demande une couleur ou une carte spéciale
window-targeted = quand une carte spéciale te choisit pour victime
window-hand-emptied = dès que quelqu'un a vidé sa main et que les effets du tour sont finis
window-card-played = quand un autre { -player } joue une carte de sa main
window-event-pending = quand un autre { -player } va retourner un événement
trigger-turn-starts = { $whose ->
        [you] ton tour commence
       *[any] un tour commence
    }
trigger-turn-ends = { $whose ->
        [you] ton tour se termine
       *[any] un tour se termine
    }
trigger-goes-out = un { -player } joue ou donne sa dernière { -card }
trigger-hand-empties = la main d'un { -player } se vide
trigger-plays = une { -card } est jouée
trigger-play-ends = le jeu d'une { -card } est terminé
trigger-draws = un { -player } pioche
trigger-hand-changes = le nombre de cartes d'un { -player } change
trigger-round-starts = une manche commence
trigger-round-ends = la manche se termine
trigger-round-scores = la manche est comptée
until-round-end = pendant cette manche
until-this-turn-ends = jusqu'à la fin de ce tour
until-next-turn-starts = jusqu'à ton prochain tour
until-next-turn-ends = jusqu'à la fin de ton prochain tour
lasts-round-end = pour la manche
lasts-game-end = pour toute la partie

## The card itself

card-never-played = elle ne peut jamais être jouée
card-play-when = tu ne peux la jouer que si { $cond }
card-respond = glisse-la { $window }{ $hasWhen ->
        [yes] , si { $when }
       *[no] {""}
    } : { $body }
card-own-turn = pendant ton propre tour, elle ne fait que son vœu
card-held = tant que tu la tiens, chaque fois que { $trigger } : { $body }
card-under-top = elle va sous la { -card } du dessus, qui reste en vigueur
card-mimic = en la jouant, nomme une autre carte spéciale qui n'est pas unique : elle compte comme cette carte
card-mimic-unique = en la jouant, nomme n'importe quelle autre carte spéciale : elle compte comme cette carte
card-bicoloured = ne la joue que sur l'une de ses deux couleurs ; son autre couleur est alors celle à suivre
card-number = joue-la sur une carte de sa couleur ou de son numéro
card-nothing = il ne se passe rien
# Comment une égalité pour « le joueur qui a le plus de cartes » est départagée, dit une fois à la fin du texte.
note-ties = en cas d'égalité, c'est le premier d'entre eux dans l'ordre de jeu après toi
card-unpassable = personne ne peut la donner avec ses propres cartes spéciales
card-powerless = aucune carte pouvoir ne peut être utilisée avec elle
card-power-first = 1ST : avant la { -card } jouée avec elle
card-power-second = 2ND : après la { -card } jouée avec elle
card-usable-when = utilisable seulement avec une { -card } si { $cond }
## Cartes de règle : chaque paramètre des règles (language/rule-parameters.ts) en mots.

rule-this-round = pour cette manche, { $change }
rule-hand-size = chaque joueur reçoit { $deal } cartes
rule-direction = on joue { $value ->
        [clockwise] dans le sens des aiguilles d'une montre
       *[other] dans le sens inverse des aiguilles d'une montre
    }
rule-black-wishable = { $value ->
        [true] un vœu de couleur peut nommer le noir : seule une carte noire ou un nouveau vœu peut suivre
       *[other] un vœu ne peut pas nommer le noir
    }
rule-written-scores = { $value ->
        [true] on joue comme si les scores étaient notés
       *[other] on joue comme si personne ne notait les scores
    }
rule-event-discards = { $value ->
        [out-of-game] les cartes défaussées par un événement quittent le jeu jusqu'à la prochaine donne
       *[other] les cartes défaussées par un événement vont sous la carte du dessus
    }
rule-power-cards-dealt = chaque joueur reçoit { $value ->
        [0] aucune carte pouvoir
        [1] une carte pouvoir
       *[other] { $value } cartes pouvoir
    }
rule-empty-hand-window = { $value ->
        [immediately] un Nice Try peut être lancé dès qu'une main est vide
       *[other] un Nice Try peut être lancé une fois les effets du tour terminés
    }
rule-round-ends-when = { $value ->
        [hand-empty] la manche ne finit que quand quelqu'un vide sa main, pas quand la pioche est vide
        [draw-pile-empty] la manche ne finit que quand la pioche est vide
       *[other] la manche finit quand quelqu'un vide sa main ou quand la pioche est vide
    }
rule-point-limit = la partie finit quand un total { $gameEndsWhen ->
        [reaches] atteint
       *[other] dépasse
    } la limite de points { $length ->
        [short] courte
        [long] longue
       *[other] moyenne
    }
rule-rule-cards-per-round = { $value } cartes de règle sont retournées avant chaque manche
rule-cards-per-turn = un joueur peut jouer jusqu'à { $value } cartes en un tour
rule-draw-with-playable = { $value ->
        [false] qui peut jouer doit jouer
       *[other] on peut piocher au lieu de jouer
    }
rule-events-per-black-card = chaque carte numéro noire déclenche { $value ->
        [1] un événement
       *[other] { $value } événements
    }
rule-winner = { $value ->
        [highest-total] le total le plus haut gagne
       *[other] le total le plus bas gagne
    }
rule-round-scoring = { $value ->
        [finisher-scores-others] qui finit marque les points restés dans les mains des autres
       *[other] chacun marque les points de sa main
    }
rule-rounds = la partie dure { $value } manches
rule-dealer = { $next ->
        [round-winner] le gagnant de la manche donne ensuite
        [next-player] la donne passe au joueur suivant
       *[other] le perdant de la manche donne ensuite
    }
rule-eliminate = un joueur qui a { $holding } cartes ou plus à la fin d'un tour quitte la partie
rule-teams = les totaux des partenaires comptent ensemble

## Mots à contracter une fois les phrases assemblées (« de → à ; ... »)

# "yes": a whole sentence after a colon starts with a capital letter.
capitalize-after-colon = no
grammar-rewrites = à le → au; à les → aux; de le → du; de les → des; si il → s'il; Si il → S'il; que il → qu'il; pour lequel il ne doit pas → qui ne doit pas; pour lequel il a → qui a; pour lequel sa main → dont la main; pour lesquelles elle peut être donnée → qui peuvent être données; pour lesquelles ses couleurs contient → dont les couleurs contiennent; pour lesquelles c'est une carte numérotée pour lesquelles son nombre revient → qui sont des cartes numérotées et dont le nombre revient; pour lesquelles c'est une carte spéciale → qui sont des cartes spéciales; que le nombre de tous les joueurs → qu'il y a de joueurs; dont la main ne contient aucune carte → dont la main est vide; les autres gagne → les autres gagnent; les autres perd → les autres perdent; dont la main contient au moins une carte → qui a des cartes; Le premier de tous les joueurs pour lesquels sa main ne contient aucune carte → Le premier joueur sans carte; le premier de ceux de tous les joueurs pour lesquels sa main contient au moins une carte avec la 2e plus petite valeur des points de sa carte → le premier joueur ayant la 2e plus faible carte; le premier de tous les joueurs pour lesquels sa main contient au moins une carte → le premier joueur ayant des cartes; autant de cartes que le nombre de cartes dans sa main → autant de cartes qu'il en a en main; Le joueur avec la plus grande valeur de son score → Le joueur qui a le plus de points; le joueur avec la plus petite valeur de son score → le joueur qui a le moins de points; joueurs parmi tous les joueurs → joueurs; sauf cette carte et exécute cette carte → autre que celle-ci et exécute-la; que un → qu'un; que une → qu'une; que elle → qu'elle; Ajoute à son compteur les points des 3 cartes les plus fortes de la main de chaque joueur → Pour chaque joueur, ajoute à son compteur les points des 3 cartes les plus fortes de sa main; gagne son compteur points → gagne autant de points que son compteur; Classe tous les joueurs selon son compteur → Classe tous les joueurs selon leur compteur

# Un nombre choisi dans un intervalle (`choose number 0..20`) : $least et $most en sont les bornes.
choose-number-range = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } un nombre de { $least } à { $most }

# Une des options qu'une règle nomme (`choose one of [double, calm]`) : $names les énumère.
choose-one = { $form ->
        [you] choisis
       *[other] { $who } choisit
    } l'une des options : { $names }
chosen-one = l'option choisie

# Un vœu limité à une liste (`wish colour from colours of hand of me by p`).
wish-from-list = { $hasBy ->
        [yes] { $byForm ->
            [you] demande
           *[other] { $by } demande
        }
       *[no] demande
    } une couleur parmi { $from }

# How the round ended, as `when round-scores` names it (`round-end`).
global-round-end = la façon dont la manche a fini

# a player out of the game at once (`eliminate p`), and an extra turn (`p takes another turn`).
verb-eliminate = { $whatForm ->
        [you] tu es éliminé de la partie
        [they] il est éliminé de la partie
       *[other] { $what } est éliminé de la partie
    }
verb-extra-turn = { $form ->
        [you] joue un tour de plus après celui-ci
       *[other] { $who } joue deux tours de suite
    }

# the whole numbers from a to b (`numbers(1, 9)`), a table's keys or a list to go through.
builtin-numbers = les nombres de { $a } à { $b }
# the names of the cards, each once (`ids of hand of me`), a table's keys.
prop-ids = { $form ->
        [it] leurs noms
       *[other] les noms de { $of }
    }

# Les cartes posées face cachée, ou face visible, sur la table devant un joueur.
prop-face-down-cards = { $form ->
        [you] tes cartes face cachée
        [they] ses cartes face cachée
       *[other] les cartes face cachée de { $of }
    }
prop-face-up-cards = { $form ->
        [you] tes cartes face visible
        [they] ses cartes face visible
       *[other] les cartes face visible de { $of }
    }

# Des cartes glissées dans une pile sous ses $below cartes du dessus (`move cards to pile below n`).
verb-move-below = { $form ->
        [you] glisse
       *[other] { $who } glisse
    } { $what } dans { $to } { $belowExact ->
        [yes] sous ses { $below } cartes du dessus
       *[other] sous autant de ses cartes du dessus que { $below }
    }

# face-down-plays: a card played face down (`face-down`), whether it would have been allowed face up (`fitted`).
global-face-down = { $neg ->
        [yes] elle a été jouée face visible
       *[other] elle a été jouée face cachée
    }
global-fitted = { $neg ->
        [yes] elle ne convenait pas
       *[other] elle convenait
    }
rule-face-down-plays = { $value ->
        [true] un joueur peut, à son tour, jouer n'importe quelle { -card } face cachée en affirmant qu'elle convient
       *[other] toute { -card } est jouée face visible
    }

# Two players become partners (`partner p with q`), and how partners' points add up (`team-scoring`).
verb-partner = { $whatForm ->
        [you] toi et { $with } êtes partenaires désormais
       *[other] { $what } et { $with } sont partenaires désormais
    }
rule-team-scoring = { $value ->
        [per-player] chacun marque les points de la manche de son camp et joue pour son propre total
       *[other] le total d'un camp est la somme des totaux de ses joueurs
    }
