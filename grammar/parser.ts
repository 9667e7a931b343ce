/** The chevrotain CST parser. Error recovery is on so a half-typed effect still yields a tree (the editor needs it). */
import type { CstNode } from "chevrotain";
import { chevrotain } from "./chevrotain.js";
import * as T from "./tokens.js";

const UNKNOWN_VERB_FOLLOWERS = new Set([T.Identifier, T.NumberLiteral, T.StringLiteral]);
/** Tokens that begin an expression (an unknown verb's object after its subject). */
const EXPRESSION_STARTS = new Set([T.Identifier, T.NumberLiteral, T.StringLiteral, T.LParen, T.Minus, T.Not, T.True, T.False, T.None]);

/** Tokens that begin a statement of their own (besides a name and a game verb). */
const STATEMENT_KEYWORDS = new Set([T.Let, T.Set, T.Target, T.Each, T.If, T.While, T.Repeat, T.When, T.Simultaneously, T.Forbid, T.Allow, T.Show, T.Shared]);

const { CstParser, EOF, tokenMatcher } = chevrotain;

export class EffectParser extends CstParser {
  /** `checkGrammar`: run chevrotain's checks of the grammar (the tests do; see tokens.ts). */
  constructor(checkGrammar = false) {
    super(T.ALL_TOKENS, { recoveryEnabled: true, maxLookahead: 3, nodeLocationTracking: "onlyOffset", skipValidations: !checkGrammar });
    this.performSelfAnalysis();
  }

  program = this.RULE("program", () => {
    this.MANY(() => this.SUBRULE(this.statementOrSeparator));
  });

  private statementOrSeparator = this.RULE("statementOrSeparator", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Semicolon) }, { ALT: () => this.SUBRULE(this.statement) }]);
  });

  private statement = this.RULE("statement", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.letStatement) },
      { ALT: () => this.SUBRULE(this.sharedStatement) },
      { ALT: () => this.SUBRULE(this.setStatement) },
      { ALT: () => this.SUBRULE(this.targetStatement) },
      { ALT: () => this.SUBRULE(this.eachStatement) },
      { ALT: () => this.SUBRULE(this.ifStatement) },
      { ALT: () => this.SUBRULE(this.whileStatement) },
      { ALT: () => this.SUBRULE(this.repeatStatement) },
      { ALT: () => this.SUBRULE(this.whenStatement) },
      { ALT: () => this.SUBRULE(this.simultaneouslyStatement) },
      { ALT: () => this.SUBRULE(this.forbidStatement) },
      { ALT: () => this.SUBRULE(this.showStatement) },
      { ALT: () => this.SUBRULE(this.gameAction) },
      {
        // A name alone on its line (a statement being typed, `me` above `victim draws 2`): one error there,
        // and the next line parses as the statement it is.
        GATE: () => this.nameStandsAlone(),
        ALT: () => this.SUBRULE(this.unfinishedStatement),
      },
      {
        // Two names in a row never start a valid statement: read them as an unknown verb and its
        // object, so the checker can say "unknown action 'shufle' (did you mean 'shuffle'?)".
        // A game verb that is also a property (`partner p with q`, tokens.ts) is a name too, and may be
        // followed by any expression (`partner none with me`).
        GATE: () => this.LA(1).tokenType === T.Identifier && (UNKNOWN_VERB_FOLLOWERS.has(this.LA(2).tokenType) || (T.NAME_VERBS.has(this.LA(1).image) && EXPRESSION_STARTS.has(this.LA(2).tokenType))),
        ALT: () => this.SUBRULE(this.unknownAction),
      },
      { ALT: () => this.SUBRULE(this.playerAction) },
    ]);
  });

  private block = this.RULE("block", () => {
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.statementOrSeparator));
    this.CONSUME(T.RBrace);
  });

  private letStatement = this.RULE("letStatement", () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.value);
  });

  /** `shared penalty = 0 until game-end`: a named value every effect declaring it shares. */
  private sharedStatement = this.RULE("sharedStatement", () => {
    this.CONSUME(T.Shared);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.Until);
      this.CONSUME2(T.Identifier);
    });
  });

  private setStatement = this.RULE("setStatement", () => {
    this.CONSUME(T.Set);
    this.SUBRULE(this.ofExpression);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.value);
  });

  private targetStatement = this.RULE("targetStatement", () => {
    this.CONSUME(T.Target);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Assign);
    // Only a choice is valid; any value parses so that the checker can say what to write instead.
    this.SUBRULE(this.value);
  });

  private eachStatement = this.RULE("eachStatement", () => {
    this.CONSUME(T.Each);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.In);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  private ifStatement = this.RULE("ifStatement", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
    this.OPTION(() => {
      this.CONSUME(T.Else);
      this.OR([{ ALT: () => this.SUBRULE(this.ifStatement) }, { ALT: () => this.SUBRULE2(this.block) }]);
    });
  });

  private whileStatement = this.RULE("whileStatement", () => {
    this.CONSUME(T.While);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  private repeatStatement = this.RULE("repeatStatement", () => {
    this.CONSUME(T.Repeat);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  private whenStatement = this.RULE("whenStatement", () => {
    this.CONSUME(T.When);
    // A trigger may share its word with a verb (`when draws ...`).
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.PlayerVerbToken) }]);
    this.OPTION(() => {
      this.CONSUME(T.Until);
      this.CONSUME2(T.Identifier);
    });
    this.SUBRULE(this.block);
  });

  private forbidStatement = this.RULE("forbidStatement", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Forbid) }, { ALT: () => this.CONSUME(T.Allow) }]);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.Until);
      this.CONSUME(T.Identifier);
    });
  });

  private showStatement = this.RULE("showStatement", () => {
    this.CONSUME(T.Show);
    this.SUBRULE(this.expression);
    // `to players`: only they see the cards.
    this.OPTION2(() => {
      this.CONSUME(T.To);
      this.SUBRULE2(this.expression);
    });
    this.OPTION(() => {
      this.CONSUME(T.Until);
      this.CONSUME(T.Identifier);
    });
  });

  private simultaneouslyStatement = this.RULE("simultaneouslyStatement", () => {
    this.CONSUME(T.Simultaneously);
    this.SUBRULE(this.block);
  });

  private gameAction = this.RULE("gameAction", () => {
    this.CONSUME(T.GameVerbToken);
    this.SUBRULE(this.expression);
    this.MANY(() => this.SUBRULE(this.slot));
  });

  private unknownAction = this.RULE("unknownAction", () => {
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.expression);
    // `me steals 2`: a subject, an unknown verb and its object, all on one line.
    this.OPTION({ GATE: () => this.LA(1).startLine === this.LA(0).endLine && EXPRESSION_STARTS.has(this.LA(1).tokenType), DEF: () => this.SUBRULE2(this.expression) });
    this.MANY(() => this.SUBRULE(this.slot));
  });

  private unfinishedStatement = this.RULE("unfinishedStatement", () => {
    this.CONSUME(T.Identifier);
  });

  /** Whether the next token is a name that nothing on its line continues: the end, a `}` or `;`, or a new statement on a later line. */
  private nameStandsAlone(): boolean {
    const name = this.LA(1);
    if (name.tokenType !== T.Identifier) return false;
    const next = this.LA(2);
    if (next.tokenType === EOF || next.tokenType === T.RBrace || next.tokenType === T.Semicolon) return true;
    if (next.startLine === undefined || name.endLine === undefined || next.startLine <= name.endLine) return false;
    return next.tokenType === T.Identifier || STATEMENT_KEYWORDS.has(next.tokenType) || tokenMatcher(next, T.GameVerbToken);
  }

  private playerAction = this.RULE("playerAction", () => {
    this.SUBRULE(this.expression);
    this.CONSUME(T.PlayerVerbToken);
    // `p takes another turn`: a verb whose words are all in its name has no object.
    // (Not an OPTION: any other verb without its object stays the syntax error it was. Recorded as written.)
    if (this.RECORDING_PHASE || !T.OBJECTLESS_VERBS.has(T.verbOf(this.LA(0).image))) this.SUBRULE2(this.expression);
    this.MANY(() => this.SUBRULE(this.slot));
  });

  private slot = this.RULE("slot", () => {
    this.OR(T.PREPOSITIONS.map((p) => ({ ALT: () => this.CONSUME(p) })));
    this.SUBRULE(this.expression);
  });

  private value = this.RULE("value", () => {
    this.OR([{ ALT: () => this.SUBRULE(this.choice) }, { ALT: () => this.SUBRULE(this.expression) }]);
  });

  private choice = this.RULE("choice", () => {
    this.CONSUME(T.Choose);
    this.OPTION(() => {
      this.SUBRULE(this.countBound);
      this.OPTION2(() => {
        this.CONSUME(T.DotDot);
        this.OPTION3(() => this.SUBRULE2(this.countBound));
      });
    });
    this.OPTION4(() => this.CONSUME(T.Blind));
    this.CONSUME(T.Identifier);
    // `choose number 0..20`: the range the number is chosen from, after the word (a count comes before it).
    this.OPTION5(() => {
      this.SUBRULE3(this.countBound);
      this.CONSUME2(T.DotDot);
      this.SUBRULE4(this.countBound);
    });
    // `of [` is a list of options (a list written out is no `of` slot's value: `choose split of` takes a number).
    this.MANY(() => this.OR2([{ ALT: () => this.SUBRULE(this.optionList) }, { ALT: () => this.SUBRULE(this.slot) }, { GATE: () => this.LA(2).tokenType !== T.LBracket, IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE(this.ofSlot) }]));
  });

  /** `choose one of [double, reverse, skip]`: the options' names, words of the language among them (compared in quotes: `pick = "skip"`). */
  private optionList = this.RULE("optionList", () => {
    this.CONSUME(T.Of);
    this.CONSUME(T.LBracket);
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.PlayerVerbToken) }, { ALT: () => this.CONSUME(T.GameVerbToken) }]),
    });
    this.CONSUME(T.RBracket);
  });

  /** `choose split of 4 among victims`: `of` is a slot only directly in a choice. */
  private ofSlot = this.RULE("ofSlot", () => {
    this.CONSUME(T.Of);
    this.SUBRULE(this.expression);
  });

  private countBound = this.RULE("countBound", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.NumberLiteral) },
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          this.SUBRULE(this.expression);
          this.CONSUME(T.RParen);
        },
      },
    ]);
  });

  /** A condition field: one expression and nothing after it. */
  standaloneExpression = this.RULE("standaloneExpression", () => {
    this.SUBRULE(this.expression);
    this.CONSUME(EOF);
  });

  expression = this.RULE("expression", () => {
    this.SUBRULE(this.orExpression);
    this.MANY(() => {
      this.CONSUME(T.Where);
      this.SUBRULE2(this.orExpression);
    });
  });

  private orExpression = this.RULE("orExpression", () => {
    this.SUBRULE(this.andExpression);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.andExpression);
    });
  });

  private andExpression = this.RULE("andExpression", () => {
    this.SUBRULE(this.notExpression);
    this.MANY(() => {
      this.CONSUME(T.And);
      this.SUBRULE2(this.notExpression);
    });
  });

  private notExpression = this.RULE("notExpression", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Not);
          this.SUBRULE(this.notExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.compareExpression) },
    ]);
  });

  private compareExpression = this.RULE("compareExpression", () => {
    this.SUBRULE(this.addExpression);
    this.OPTION(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.CompareOp) },
        { ALT: () => this.CONSUME(T.Assign) },
        { ALT: () => this.CONSUME(T.In) },
      ]);
      this.SUBRULE2(this.addExpression);
    });
  });

  private addExpression = this.RULE("addExpression", () => {
    this.SUBRULE(this.mulExpression);
    this.MANY(() => {
      this.CONSUME(T.AddOp);
      this.SUBRULE2(this.mulExpression);
    });
  });

  private mulExpression = this.RULE("mulExpression", () => {
    this.SUBRULE(this.unaryExpression);
    this.MANY(() => {
      this.CONSUME(T.MulOp);
      this.SUBRULE2(this.unaryExpression);
    });
  });

  private unaryExpression = this.RULE("unaryExpression", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Minus);
          this.SUBRULE(this.unaryExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.ofExpression) },
    ]);
  });

  /** `hand of left of me`: right-associative property access. */
  private ofExpression = this.RULE("ofExpression", () => {
    this.OR([
      {
        GATE: () => this.LA(2).tokenType === T.Of,
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.CONSUME(T.Of);
          this.SUBRULE(this.ofExpression);
        },
      },
      { ALT: () => this.SUBRULE(this.postfixExpression) },
    ]);
  });

  private postfixExpression = this.RULE("postfixExpression", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.CONSUME(T.LBracket);
      this.SUBRULE(this.expression);
      this.CONSUME(T.RBracket);
    });
  });

  private primary = this.RULE("primary", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.NumberLiteral) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
      { ALT: () => this.CONSUME(T.True) },
      { ALT: () => this.CONSUME(T.False) },
      { ALT: () => this.CONSUME(T.None) },
      {
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.OPTION(() => {
            this.CONSUME(T.LParen);
            this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expression) });
            this.CONSUME(T.RParen);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.LParen);
          this.SUBRULE2(this.expression);
          this.CONSUME2(T.RParen);
        },
      },
      // `[a, b, c]`: a list written out.
      {
        ALT: () => {
          this.CONSUME(T.LBracket);
          this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE3(this.expression) });
          this.CONSUME(T.RBracket);
        },
      },
    ]);
  });
}

/** One parser instance, reused across parses (chevrotain parsers are expensive to build). */
export const effectParser = new EffectParser();

export type { CstNode };
