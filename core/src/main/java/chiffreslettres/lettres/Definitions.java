package chiffreslettres.lettres;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * What a word means: short definitions of a language's words, from the definitions its word-list artifact
 * ships ({@code chiffreslettres/definitions/en.tsv.gz} in {@code chiffres-lettres-dictionary-en}: WordNet
 * 3.0's gloss of each word's commonest sense in each part of speech). Only English has them: no free
 * French or Spanish source was found to ship ({@link #source} says what a language has).
 *
 * <p>A form is traced to its headword as WordNet's own lemma search ("morphy") does: the word itself, its
 * irregular forms ({@code geese}, {@code went}), then the regular endings of each part of speech
 * ({@code houses} → {@code house}, {@code cajoled} → {@code cajole}, {@code greener} → {@code green}). Two
 * endings morphy leaves to its exception lists, which lack many words, are regular here too: the
 * comparative and superlative in -ier, -iest of an adjective in -y ({@code grimier} → {@code grimy}) and
 * the Greek plural in -ses of a noun in -sis ({@code mimeses} → {@code mimesis}), each tried after the
 * others. A word that none of this defines and that reads as the doer of a verb WordNet has, in -er or -or
 * ({@code abider}, {@code studiers}, {@code elicitor}), is defined from that verb: a noun, its headword the
 * agent noun in the singular, "one that abides (abide: dwell)".
 *
 * <pre>{@code
 * Definitions.of(Language.ENGLISH, "cajoled");
 * // [Definition[word=cajoled, headword=cajole, partOfSpeech=VERB, text=influence or urge by gentle urging, ...]]
 * }</pre>
 *
 * The definitions of a language are read once, on first use, and kept. Thread-safe.
 */
public final class Definitions {

    /** A part of speech, as WordNet's files mark it. */
    public enum PartOfSpeech {
        /** A noun. */
        NOUN('n', new String[][] {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"},
                {"men", "man"}, {"ies", "y"}, {"ses", "sis"}}),
        /** A verb. */
        VERB('v', new String[][] {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""},
                {"ing", "e"}, {"ing", ""}}),
        /** An adjective. */
        ADJECTIVE('a', new String[][] {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}, {"ier", "y"},
                {"iest", "y"}}),
        /** An adverb. */
        ADVERB('r', new String[0][]);

        private final char mark;
        /** The regular endings: each inflected ending and what replaces it in the headword. */
        private final String[][] endings;

        PartOfSpeech(char mark, String[][] endings) {
            this.mark = mark;
            this.endings = endings;
        }

        private static PartOfSpeech of(String mark) {
            for (PartOfSpeech p : values()) {
                if (mark.length() == 1 && p.mark == mark.charAt(0)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("no part of speech " + mark);
        }
    }

    /**
     * One meaning of a word.
     *
     * @param word         the word asked for, folded ({@code cajoled})
     * @param headword     the dictionary's entry it comes from ({@code cajole})
     * @param partOfSpeech the entry's part of speech
     * @param text         the definition, one short sentence without a full stop
     */
    public record Definition(String word, String headword, PartOfSpeech partOfSpeech, String text) {
        /** @throws NullPointerException if an argument is null */
        public Definition {
            Objects.requireNonNull(word, "word");
            Objects.requireNonNull(headword, "headword");
            Objects.requireNonNull(partOfSpeech, "partOfSpeech");
            Objects.requireNonNull(text, "text");
        }
    }

    /** A language's definitions: each headword's text by part of speech, and the irregular forms. */
    private record Book(Map<String, String[]> texts, Map<String, String[]> irregular) {
    }

    private static final Map<Language, Optional<Book>> BOOKS = new ConcurrentHashMap<>();

    private Definitions() {
    }

    /**
     * Where a language's definitions come from, or empty when none ship for it (French and Spanish, or
     * English without {@code chiffres-lettres-dictionary-en} on the class path).
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static Optional<String> source(Language language) {
        return book(language).map(b -> "WordNet 3.0, Princeton University");
    }

    /**
     * The meanings of a word, one for each part of speech its headwords have (noun, verb, adjective,
     * adverb, in that order); empty when the language has no definitions or none for this word.
     *
     * @param word any case, accents ignored ({@code Cajoled})
     * @throws IllegalArgumentException if the word is not letters of the language's alphabet (the message
     *     says which character)
     * @throws NullPointerException if an argument is null
     * @throws UncheckedIOException if the shipped definitions cannot be read
     */
    public static List<Definition> of(Language language, String word) {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(word, "word");
        String folded = language.alphabet().fold(word.strip());
        if (folded == null || folded.isEmpty()) {
            throw new IllegalArgumentException("word: letters of the " + language.alphabet().name()
                    + " alphabet only, got \"" + word + "\"");
        }
        Optional<Book> book = book(language);
        if (book.isEmpty()) {
            return List.of();
        }
        List<Definition> out = new ArrayList<>();
        for (PartOfSpeech part : PartOfSpeech.values()) {
            String headword = headword(book.get(), folded, part);
            if (headword != null) {
                out.add(new Definition(folded, headword, part, book.get().texts().get(headword)[part.ordinal()]));
            }
        }
        if (out.isEmpty()) {
            agentNoun(book.get(), folded).ifPresent(out::add);
        }
        return List.copyOf(out);
    }

    /**
     * A word WordNet lacks that reads as the doer of a verb it has ({@link AgentNouns}): a noun whose headword
     * is the agent noun in the singular, defined from the verb's gloss.
     */
    private static Optional<Definition> agentNoun(Book book, String form) {
        return AgentNouns.trace(form, verb -> has(book, verb, PartOfSpeech.VERB)).map(found -> {
            String verb = found[1];
            String gloss = book.texts().get(verb)[PartOfSpeech.VERB.ordinal()];
            return new Definition(form, found[0], PartOfSpeech.NOUN,
                    "one that " + AgentNouns.thirdPerson(verb) + " (" + verb + ": " + gloss + ")");
        });
    }

    /** The headword a form comes from in one part of speech, morphy's way, or null. */
    private static String headword(Book book, String form, PartOfSpeech part) {
        if (has(book, form, part)) {
            return form;
        }
        String[] irregular = book.irregular().get(form);
        if (irregular != null && irregular[part.ordinal()] != null && has(book, irregular[part.ordinal()], part)) {
            return irregular[part.ordinal()];
        }
        for (String[] ending : part.endings) {
            if (form.endsWith(ending[0]) && form.length() > ending[0].length()) {
                String base = form.substring(0, form.length() - ending[0].length()) + ending[1];
                if (has(book, base, part)) {
                    return base;
                }
            }
        }
        return null;
    }

    private static boolean has(Book book, String headword, PartOfSpeech part) {
        String[] texts = book.texts().get(headword);
        return texts != null && texts[part.ordinal()] != null;
    }

    private static Optional<Book> book(Language language) {
        Objects.requireNonNull(language, "language");
        return BOOKS.computeIfAbsent(language, Definitions::read);
    }

    private static Optional<Book> read(Language language) {
        String resource = "/chiffreslettres/definitions/" + language.code() + ".tsv.gz";
        InputStream in = Definitions.class.getResourceAsStream(resource);
        if (in == null) {
            return Optional.empty();
        }
        Map<String, String[]> texts = new HashMap<>();
        Map<String, String[]> irregular = new HashMap<>();
        int parts = PartOfSpeech.values().length;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String[] f = line.split("\t", 4);
                if (f.length == 4 && f[0].equals("D")) {
                    texts.computeIfAbsent(f[1], k -> new String[parts])[PartOfSpeech.of(f[2]).ordinal()] = f[3];
                } else if (f.length == 4 && f[0].equals("X")) {
                    irregular.computeIfAbsent(f[2], k -> new String[parts])[PartOfSpeech.of(f[1]).ordinal()] = f[3];
                } else {
                    throw new IOException(resource + ": a line is neither a definition nor an irregular form: " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + language + " definitions", e);
        }
        return Optional.of(new Book(Map.copyOf(texts), Map.copyOf(irregular)));
    }
}
