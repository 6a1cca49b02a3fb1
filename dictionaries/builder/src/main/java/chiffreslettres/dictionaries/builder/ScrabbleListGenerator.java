package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The build step of a Scrabble word list shipped beside a language's lists: reads the list (gzipped UTF-8,
 * one word a line; or, given as {@value #EVERY_FORM}, the language's forms fit for play,
 * {@link PlayableWords}), builds its lexicon in the edition's tiles and writes it ({@link Lexicon#write}) as
 * {@code chiffreslettres/scrabble/lists/CODE-NAME.lex}, with the line {@code NAME=DESCRIPTION} in
 * {@code chiffreslettres/scrabble/lists/CODE.properties}, which {@code Scrabble.lists} reads. Run by Maven at
 * {@code process-classes}; not meant for applications.
 */
public final class ScrabbleListGenerator {

    /** The source that names the language's every-form list, cleaned for play, instead of a file. */
    static final String EVERY_FORM = "every-form";

    private ScrabbleListGenerator() {
    }

    /**
     * Writes one list's lexicon.
     *
     * @param args the class output directory, the language ({@code ENGLISH}), the list's file (or
     *     {@value #EVERY_FORM}), its name
     *     ({@code enable}) and its description (one line)
     * @throws IOException if the list cannot be read or the lexicon written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            throw new IllegalArgumentException("usage: ScrabbleListGenerator <class output directory> <language> "
                    + "<list.txt.gz> <name> <description>");
        }
        Language language = Language.valueOf(args[1]);
        String name = args[3];
        List<String> words = args[2].equals(EVERY_FORM)
                ? PlayableWords.of(language, PlayableWords.candidates(language)) : read(Path.of(args[2]));
        Lexicon lexicon = Lexicon.of(args[4], TileSet.of(language), words);
        Path directory = Path.of(args[0]).resolve("chiffreslettres/scrabble/lists");
        Files.createDirectories(directory);
        try (OutputStream out = Files.newOutputStream(directory.resolve(language.code() + "-" + name + ".lex"))) {
            lexicon.write(out);
        }
        try (Writer out = Files.newBufferedWriter(directory.resolve(language.code() + ".properties"),
                StandardCharsets.ISO_8859_1)) {
            out.write("# The Scrabble lists shipped for this language, read by Scrabble.lists: name=description\n");
            out.write(name + "=" + args[4] + "\n");
        }
    }

    /** A gzipped list's words, blank lines and {@code #} comments skipped. */
    private static List<String> read(Path file) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
            return in.lines().map(String::strip).filter(w -> !w.isEmpty() && !w.startsWith("#")).toList();
        }
    }
}
