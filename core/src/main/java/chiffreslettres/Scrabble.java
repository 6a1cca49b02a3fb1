package chiffreslettres;

import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The front door of the Scrabble side: the shipped lexicons. A {@link Lexicon} answers the questions: a
 * rack's words ranked by score, the words that fit a pattern of board letters, every legal move on a
 * board, best first.
 *
 * <pre>{@code
 * Lexicon english = Scrabble.lexicon(Language.ENGLISH);
 * List<ScoredWord> words = english.words("QUIZ?ES");
 * List<Move> moves = english.moves(Board.parse(TileSet.english(), text), "AEIRST?");
 * }</pre>
 *
 * Thread-safe.
 */
public final class Scrabble {

    private static final Map<Language, Lexicon> LEXICONS = new ConcurrentHashMap<>();
    private static final Map<Language, Leaves> LEAVES = new ConcurrentHashMap<>();
    private static final Map<String, Lexicon> SHIPPED = new ConcurrentHashMap<>();
    /** Where the shipped Scrabble lists are on the class path. */
    private static final String LISTS = "chiffreslettres/scrabble/lists/";

    private Scrabble() {
    }

    /**
     * The lexicon of a language's every-form word list ({@link WordRules#ALL}) in its edition's tiles
     * ({@link TileSet#of}), built once on first use and shared. For a list of one's own, {@link Lexicon#of}.
     *
     * @throws NullPointerException if {@code language} is null
     * @throws IllegalStateException if the language's word list is not on the class path
     */
    public static Lexicon lexicon(Language language) {
        Objects.requireNonNull(language, "language");
        return LEXICONS.computeIfAbsent(language, l -> Lexicon.of(Dictionaries.get(l, WordRules.ALL), TileSet.of(l)));
    }

    /**
     * The lexicon a game of the language plays with when none is chosen: the first Scrabble list shipped
     * for it ({@link #lists}: ENABLE for English, the every-form list cleaned for play for French and
     * Spanish), else, when the language's word-list artifact ships none, the every-form lexicon
     * ({@link #lexicon(Language)}), which also holds symbols and abbreviations. Shared once built.
     *
     * @throws NullPointerException if {@code language} is null
     * @throws IllegalStateException if the language's word list is not on the class path
     */
    public static Lexicon gameLexicon(Language language) {
        Map<String, String> shipped = lists(language);
        return shipped.isEmpty() ? lexicon(language) : lexicon(language, shipped.keySet().iterator().next());
    }

    /**
     * The Scrabble word lists shipped for a language beside its every-form list, by name, each with a line
     * describing it: {@code enable} for English (ENABLE2K, public domain) when the English word-list artifact
     * is on the class path. Read from every {@code chiffreslettres/scrabble/lists/CODE.properties} on the
     * class path; empty when none.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static Map<String, String> lists(Language language) {
        Objects.requireNonNull(language, "language");
        Map<String, String> lists = new TreeMap<>();
        try {
            Enumeration<URL> found = Scrabble.class.getClassLoader().getResources(LISTS + language.code() + ".properties");
            while (found.hasMoreElements()) {
                Properties read = new Properties();
                try (InputStream in = found.nextElement().openStream()) {
                    read.load(in);
                }
                read.stringPropertyNames().forEach(name -> lists.put(name, read.getProperty(name)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableMap(lists);
    }

    /**
     * The lexicon of a Scrabble list shipped for a language ({@link #lists}), read once on first use and
     * shared; its name is the list's description.
     *
     * @throws IllegalArgumentException if no list of that name ships for the language (the message names
     *     those that do)
     * @throws NullPointerException if an argument is null
     */
    public static Lexicon lexicon(Language language, String list) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(list, "list");
        return SHIPPED.computeIfAbsent(language.code() + "-" + list, key -> {
            InputStream in = Scrabble.class.getClassLoader().getResourceAsStream(LISTS + key + ".lex");
            if (in == null) {
                Map<String, String> known = lists(language);
                throw new IllegalArgumentException("list: no Scrabble list '" + list + "' ships for " + language
                        + (known.isEmpty() ? " (none does)" : "; those that do: " + String.join(", ", known.keySet())));
            }
            try (in) {
                return Lexicon.read(TileSet.of(language), in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * The leave values shipped for a language's every-form list, learned by self-play (their source line
     * says how many games); {@link Leaves#none} when none ship for it. Read once and shared.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static Leaves leaves(Language language) {
        Objects.requireNonNull(language, "language");
        return LEAVES.computeIfAbsent(language, l -> {
            String name = "scrabble/leaves-" + l.code() + ".tsv";
            InputStream in = Scrabble.class.getResourceAsStream(name);
            if (in == null) {
                return Leaves.none(TileSet.of(l));
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return Leaves.read(TileSet.of(l), reader);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
