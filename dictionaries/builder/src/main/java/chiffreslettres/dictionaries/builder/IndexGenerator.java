package chiffreslettres.dictionaries.builder;

import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The build step of a language's word-list artifact: for each of the language's rule sets, reads the
 * part-of-speech dictionary, indexes the admitted forms and writes the index
 * ({@link chiffreslettres.lettres.AnagramIndex#write}) into the artifact's class directory, with the
 * {@value PrebuiltDictionaryProvider#INDEX_LIST} that its {@link PrebuiltDictionaryProvider} reads. A rule
 * set whose index is byte for byte another's is listed with that file, not written twice. Run by Maven
 * at {@code process-classes}; not meant for applications. The rules of {@link Dictionaries#BY_TAGS_ALONE} also
 * get the index of their list as the tags alone choose it, listed under the rules' name followed by
 * {@value PrebuiltDictionaryProvider#BY_TAGS_ALONE_SUFFIX}.
 */
public final class IndexGenerator {

    private IndexGenerator() {
    }

    /**
     * Writes the indexes of one language.
     *
     * @param args the class output directory, the language ({@code FRENCH}, ...) and the provider's
     *     package as a path ({@code chiffreslettres/dictionaries/fr})
     * @throws IOException if an index cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: IndexGenerator <class output directory> <language> <package path>");
        }
        Language language = Language.valueOf(args[1]);
        Path directory = Path.of(args[0]).resolve(args[2]);
        Files.createDirectories(directory);
        Map<String, byte[]> written = new LinkedHashMap<>();
        StringBuilder list = new StringBuilder("# The index file of each rule set, read by PrebuiltDictionaryProvider.\n");
        for (WordRules rules : WordRules.values()) {
            if (!rules.appliesTo(language)) {
                continue;
            }
            list.append(rules.name()).append('=')
                    .append(write(directory, fileName(language, rules), PartOfSpeechWordLists.dictionary(language, rules), written))
                    .append('\n');
            if (Dictionaries.BY_TAGS_ALONE.contains(rules)) {
                list.append(rules.name()).append(PrebuiltDictionaryProvider.BY_TAGS_ALONE_SUFFIX).append('=')
                        .append(write(directory, fileName(language, rules).replace(".idx", "-by-tags-alone.idx"),
                                PartOfSpeechWordLists.byTagsAlone(language, rules), written))
                        .append('\n');
            }
        }
        try (Writer out = Files.newBufferedWriter(directory.resolve(PrebuiltDictionaryProvider.INDEX_LIST),
                StandardCharsets.ISO_8859_1)) {
            out.write(list.toString());
        }
    }

    /**
     * Writes a dictionary's index as {@code file}, unless an index already written is the same byte for byte;
     * returns the name of the file that holds it.
     */
    private static String write(Path directory, String file, Dictionary dictionary, Map<String, byte[]> written)
            throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 20);
        dictionary.index().write(bytes);
        byte[] index = bytes.toByteArray();
        for (Map.Entry<String, byte[]> e : written.entrySet()) {
            if (Arrays.equals(e.getValue(), index)) {
                return e.getKey();
            }
        }
        try (OutputStream out = Files.newOutputStream(directory.resolve(file))) {
            out.write(index);
        }
        written.put(file, index);
        return file;
    }

    /** The file name of the index of a language under some rules: {@code spanish-cifras-y-letras.idx}. */
    static String fileName(Language language, WordRules rules) {
        return language.name().toLowerCase(Locale.ROOT) + "-" + rules.name().toLowerCase(Locale.ROOT).replace('_', '-')
                + ".idx";
    }
}
