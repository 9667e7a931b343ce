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
expr-counter = le compteur
expr-flag = cela continue
expr-shared = le compteur commun
expr-index = { $form ->
        [you] ta part
        [they] sa part
       *[other] la part de { $of }
    } de { $obj }
expr-not = non ({ $e })
expr-neg = moins { $e }
expr-filter = { $src } { $one ->
        [yes] pour lequel
       *[no] pour lesquels
    } { $cond }
each-players = chaque { -player }
each-others = chaque autre { -player }
each-of = chacun de { $src }

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
global-opening = cette { -card } ouvre la manche
global-black-wished = le noir est demandé
global-this-card = cette { -card }
global-played-card = la { -card } jouée avec elle
global-played-this-turn = les cartes jouées ce tour
global-events-this-round = les événements de cette manche
global-events-this-game = les événements de cette partie
global-point-limit = la limite de points
global-written-scores = les scores sont notés
global-events-per-black-card = le nombre d'événements par { -card } noire
global-attacks-secured = l'attaque est protégée
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
global-finisher = le { -player } qui a vidé sa main
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
builtin-highest = ceux de { $a } avec la plus grande valeur de { $b }
builtin-lowest = ceux de { $a } avec la plus petite valeur de { $b }
# Players picked by how many cards they hold ($pick: all of them, or the first or last in play order).
superlative-most-cards = { $pick ->
        [first] le premier { $everyone ->
            [yes] joueur
           *[no] de { $a }
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
        [first] le premier { $everyone ->
            [yes] joueur
           *[no] de { $a }
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
    } dans { $from }
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
       *[other] autant de cartes que { $n }
    }
verb-gives = { $form ->
        [you] donne
       *[other] { $who } donne
    } { $what } à { $to }
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
    } { $what } à tous
verb-plays = { $form ->
        [you] joue
       *[other] { $who } joue
    } { $what }
verb-lose-turn = { $whatForm ->
        [you] tu passes ton prochain tour
        [they] il passe son prochain tour
       *[other] { $what } passe son prochain tour
    }
verb-move = pose { $what } { $place ->
        [under] sous
       *[to] sur
    } { $pile }
verb-shuffle = mélange { $what }
verb-deal = distribue { $what } une à une à { $to }
verb-swap = { $hands ->
        [yes] { $aForm ->
            [you] toi et { $b } échangez vos mains
           *[other] { $a } et { $b } échangent leurs mains
        }
       *[no] échange { $what } avec { $with }
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
verb-cancel = tout effet durable lancé par un événement prend fin
verb-add = retourne une carte règle de plus
verb-renew = les cartes règle en vigueur sont remplacées par autant de nouvelles
verb-ready = retourne { $what } face cachée, prête à servir

## Statements

stmt-counter = commence un compteur à { $start }
# A choice and the action that uses it, in one sentence.
stmt-and = { $first } et { $then }
stmt-flag-on = cela continue
stmt-flag-off = cela s'arrête
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
stmt-when = { $until }, chaque fois que { $trigger } : { $body }
stmt-simultaneously = tous en même temps : { $body }
stmt-forbid = { $until }, aucune { -card } ne peut être jouée si { $cond }
stmt-allow = { $until }, une { -card } peut aussi être jouée si { $cond }
stmt-show = { $form ->
        [you] tu vois
        [all] tout le monde voit
       *[other] { $to } voit
    } { $cards } { $until }
stmt-add-points = { $form ->
        [you] tu marques
        [they] il marque
       *[other] { $who } marque
    } { $n } points de plus{ $round ->
        [yes] {" "}pour la manche
       *[no] {""}
    }
stmt-subtract-points = { $form ->
        [you] tu marques
        [they] il marque
       *[other] { $who } marque
    } { $n } points de moins{ $round ->
        [yes] {" "}pour la manche
       *[no] {""}
    }
stmt-round-score = { $form ->
        [you] tu marques
        [they] il marque
       *[other] { $who } marque
    } exactement { $n } points pour la manche
stmt-set = { $target } devient { $value }

## Wishes, windows, moments and durations

wish-colour = demande une couleur
wish-colour-or-number = demande une couleur ou un nombre
wish-colour-or-special = demande une couleur ou une carte spéciale
window-targeted = quand une carte spéciale te choisit pour victime
window-hand-emptied = dès que quelqu'un a vidé sa main et que les effets du tour sont finis
window-event-pending = quand un autre { -player } va retourner un événement
trigger-turn-starts = un tour commence
trigger-turn-ends = un tour se termine
trigger-goes-out = un { -player } joue ou donne sa dernière { -card }
trigger-hand-empties = la main d'un { -player } se vide
trigger-plays = une { -card } est jouée
trigger-play-ends = le jeu d'une { -card } est terminé
trigger-draws = un { -player } pioche
trigger-hand-changes = le nombre de cartes d'un { -player } change
trigger-round-starts = une manche commence
trigger-round-ends = la manche se termine
trigger-round-scores = la manche est comptée
until-round-end = jusqu'à la fin de la manche
until-this-turn-ends = jusqu'à la fin de ce tour
until-next-turn-starts = jusqu'à ton prochain tour
until-next-turn-ends = jusqu'à la fin de ton prochain tour
lasts-round-end = pour la manche
lasts-game-end = pour toute la partie

## The card itself

card-never-played = elle ne peut jamais être jouée
card-play-when = tu ne peux la jouer que si { $cond }
card-respond = glisse-la { $window }{ $hasWhen ->
        [yes] {" "}(si { $when })
       *[no] {""}
    } : { $body }
card-own-turn = aussi pendant ton propre tour
card-held = tant que tu la tiens, chaque fois que { $trigger } : { $body }
card-under-top = elle va sous la { -card } du dessus, qui reste en vigueur
card-mimic = elle copie la { -card } en dessous
card-mimic-unique = elle copie la { -card } en dessous, même unique
card-unpassable = personne ne peut la donner avec ses propres cartes spéciales
card-powerless = aucune carte pouvoir ne peut être utilisée avec elle
card-power-first = 1ST : avant la { -card } jouée avec elle
card-power-second = 2ND : après la { -card } jouée avec elle
card-usable-when = utilisable seulement avec une { -card } si { $cond }
rule-patch = règle { $name } : { $value }

## Mots à contracter une fois les phrases assemblées (« de → à ; ... »)

grammar-rewrites = à le → au; à les → aux; de le → du; de les → des; si il → s'il; Si il → S'il; que il → qu'il
