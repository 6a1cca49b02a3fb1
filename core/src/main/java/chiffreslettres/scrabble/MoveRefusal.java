package chiffreslettres.scrabble;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Tiles put on the board that break a rule of play: which rule, the square it concerns, and the sentence
 * in English ({@link #getMessage()}, as {@code square H8: the first move must cover the centre square H8})
 * or in French or Spanish ({@link #message(Locale)}), so that a page can show a refusal in the player's
 * language. Thrown by {@link Lexicon#play}; an {@link IllegalArgumentException}, as every bad argument of
 * the library. Immutable.
 */
public final class MoveRefusal extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The rules a laying of tiles can break, each with its sentence in English, French and Spanish. */
    public enum Rule {
        /** No tile placed. */
        NO_TILE("a move must place at least one tile", "un coup doit poser au moins une lettre",
                "una jugada debe colocar al menos una ficha"),
        /** More tiles than a rack holds; argument: how many. */
        TOO_MANY_TILES("a move must place at most 7 tiles, not {0}", "un coup doit poser au plus 7 lettres, pas {0}",
                "una jugada debe colocar como mucho 7 fichas, no {0}"),
        /** A tile number the set does not have; arguments: the number, the set. */
        UNKNOWN_TILE("tile {0} is no tile of {1}", "la lettre {0} n’est pas une lettre de {1}",
                "la ficha {0} no es una ficha de {1}"),
        /** A square that already holds a tile. */
        SQUARE_TAKEN("a tile must go on a free square; this one already holds a tile",
                "une lettre se pose sur une case libre\u00a0; celle-ci est déjà occupée",
                "una ficha debe ir en una casilla libre; esta ya está ocupada"),
        /** Two tiles on one square. */
        SQUARE_TWICE("a square takes one tile; two were placed on it", "une case ne prend qu’une lettre\u00a0; deux y sont posées",
                "una casilla admite una sola ficha; se han puesto dos"),
        /** Tiles in more than one row and column. */
        ONE_LINE("the tiles of a move must lie in one row or one column",
                "les lettres d’un coup doivent être sur une même ligne ou une même colonne",
                "las fichas de una jugada deben estar en una misma fila o columna"),
        /** An empty square between the tiles placed. */
        NO_GAP("the tiles of a move must make one word with no empty square between them; this square is empty",
                "les lettres d’un coup doivent former un seul mot, sans case vide entre elles\u00a0; cette case est vide",
                "las fichas de una jugada deben formar una sola palabra, sin casillas vacías entre ellas; esta casilla está vacía"),
        /** A first move off the centre. */
        CENTRE("the first move must cover the centre square H8", "le premier coup doit couvrir la case centrale H8",
                "la primera jugada debe cubrir la casilla central H8"),
        /** A later move that touches no tile of the board. */
        TOUCH("a move must touch a tile already on the board", "un coup doit toucher une lettre déjà posée",
                "una jugada debe tocar una ficha que ya esté en el tablero"),
        /** A single tile that makes no word of two letters or more. */
        TWO_LETTERS("a word must have two letters or more", "un mot doit avoir au moins deux lettres",
                "una palabra debe tener al menos dos letras"),
        /** A word made that the list does not hold; arguments: the word, the list. */
        NOT_A_WORD("{0} is not a word of {1}", "{0} n’est pas un mot de la liste {1}", "{0} no es una palabra de la lista {1}");

        private final String english;
        private final String french;
        private final String spanish;

        Rule(String english, String french, String spanish) {
            this.english = english;
            this.french = french;
            this.spanish = spanish;
        }

        private String template(Locale locale) {
            return switch (locale.getLanguage()) {
                case "fr" -> french;
                case "es" -> spanish;
                default -> english;
            };
        }
    }

    private final Rule rule;
    private final String square;
    private final List<String> args;

    /**
     * @param square the square in the usual notation ({@code H8}), or null when the refusal names none
     * @param args   what the rule's sentence names, in order ({@code {0}}, {@code {1}})
     */
    MoveRefusal(Rule rule, String square, String... args) {
        super(sentence(rule, square, List.of(args), Locale.ENGLISH));
        this.rule = Objects.requireNonNull(rule, "rule");
        this.square = square;
        this.args = List.of(args);
    }

    /** The rule broken. */
    public Rule rule() {
        return rule;
    }

    /** The square the refusal names ({@code H8}: column letter, row number), if any. */
    public Optional<String> square() {
        return Optional.ofNullable(square);
    }

    /**
     * The refusal in the locale's language: English, French or Spanish; English for any other.
     *
     * @throws NullPointerException if {@code locale} is null
     */
    public String message(Locale locale) {
        return sentence(rule, square, args, Objects.requireNonNull(locale, "locale"));
    }

    private static String sentence(Rule rule, String square, List<String> args, Locale locale) {
        String text = rule.template(locale);
        for (int i = 0; i < args.size(); i++) {
            text = text.replace("{" + i + "}", args.get(i));
        }
        if (square == null) {
            return text;
        }
        return switch (locale.getLanguage()) {
            case "fr" -> "case " + square + "\u00a0: " + text;
            case "es" -> "casilla " + square + ": " + text;
            default -> "square " + square + ": " + text;
        };
    }
}
