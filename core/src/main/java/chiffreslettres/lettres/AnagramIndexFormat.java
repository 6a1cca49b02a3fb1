package chiffreslettres.lettres;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The binary form of an {@link AnagramIndex}, version {@value #VERSION}: the trie's letters and child
 * counts, which nodes end a signature, the number of words per signature and the words in UTF-8. Reading
 * checks every count against the bytes left and every word against its signature, so that a damaged or
 * truncated file is refused with a message rather than giving wrong answers. Stateless.
 */
final class AnagramIndexFormat {

    /** The first bytes of a written index, and the version of its layout. */
    private static final int MAGIC = 0x434C4958;
    static final int VERSION = 1;

    private AnagramIndexFormat() {
    }

    /** Writes {@code index} to {@code out}, not closing it. */
    static void write(AnagramIndex index, OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(new BufferedOutputStream(out, 1 << 16));
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        byte[] letters = index.alphabet.letters().getBytes(StandardCharsets.UTF_8);
        data.writeShort(letters.length);
        data.write(letters);
        data.writeInt(index.skipped);
        int nodes = index.trie.letter.length;
        data.writeInt(nodes);
        data.write(index.trie.letter);
        data.write(index.trie.childCount);
        long[] ends = new long[(nodes + 63) >> 6];
        for (int node = 0; node < nodes; node++) {
            if (index.trie.terminal[node] >= 0) {
                ends[node >> 6] |= 1L << node;
            }
        }
        for (long word : ends) {
            data.writeLong(word);
        }
        int signatures = index.signatureCount();
        data.writeInt(signatures);
        for (int sig = 0; sig < signatures; sig++) {
            writeVarInt(data, index.firstWord[sig + 1] - index.firstWord[sig]);
        }
        int words = index.wordCount();
        data.writeInt(words);
        for (int w = 0; w < words; w++) {
            writeVarInt(data, index.wordStart[w + 1] - index.wordStart[w]);
        }
        byte[] utf8 = new String(index.text).getBytes(StandardCharsets.UTF_8);
        data.writeInt(utf8.length);
        data.write(utf8);
        data.flush();
    }

    /**
     * Reads an index written by {@link #write} for words of {@code alphabet}, to the end of the index.
     *
     * @throws IllegalArgumentException if the data is not an index of this version, was written for
     *     another alphabet, or is inconsistent
     * @throws IOException if the stream cannot be read or ends early
     */
    static AnagramIndex read(Alphabet alphabet, InputStream in) throws IOException {
        ByteBuffer data = ByteBuffer.wrap(in.readAllBytes());
        try {
            return read(alphabet, data);
        } catch (BufferUnderflowException e) {
            throw new EOFException("the anagram index ends early, at byte " + data.position());
        }
    }

    private static AnagramIndex read(Alphabet alphabet, ByteBuffer data) {
        if (data.getInt() != MAGIC) {
            throw new IllegalArgumentException("not an anagram index (wrong first bytes)");
        }
        int version = data.getInt();
        if (version != VERSION) {
            throw new IllegalArgumentException("anagram index version " + version + ", this library reads " + VERSION);
        }
        byte[] letterBytes = new byte[count(data, data.getShort() & 0xFFFF, 1, "alphabet bytes")];
        data.get(letterBytes);
        String letters = new String(letterBytes, StandardCharsets.UTF_8);
        if (!letters.equals(alphabet.letters())) {
            throw new IllegalArgumentException("the index is for the letters " + letters + ", not " + alphabet);
        }
        int skipped = data.getInt();
        int nodes = count(data, data.getInt(), 2, "nodes");
        SignatureTrie trie = new SignatureTrie(nodes);
        data.get(trie.letter);
        data.get(trie.childCount);
        int next = 1;
        for (int node = 0; node < nodes; node++) {
            if (trie.letter[node] < 0 || trie.letter[node] >= alphabet.size() || trie.childCount[node] < 0) {
                throw new IllegalArgumentException("inconsistent anagram index: node " + node);
            }
            trie.firstChild[node] = next;
            next += trie.childCount[node];
            if (trie.childCount[node] > 0 && trie.firstChild[node] <= node) {
                throw new IllegalArgumentException("inconsistent anagram index: node " + node + " is its own ancestor");
            }
        }
        if (next != nodes) {
            throw new IllegalArgumentException("inconsistent anagram index: " + next + " nodes linked, " + nodes + " stored");
        }
        long[] ends = new long[(nodes + 63) >> 6];
        data.asLongBuffer().get(ends);
        data.position(data.position() + 8 * ends.length);
        int signatures = count(data, data.getInt(), 1, "signatures");
        int numbered = SignatureTrie.numberSignatures(trie, ends);
        if (numbered != signatures) {
            throw new IllegalArgumentException("inconsistent anagram index: " + numbered + " signatures marked, "
                    + signatures + " stored");
        }
        SignatureTrie.computeHeights(trie);
        int[] firstWord = new int[signatures + 1];
        for (int sig = 0; sig < signatures; sig++) {
            firstWord[sig + 1] = firstWord[sig] + readVarInt(data);
        }
        int words = count(data, data.getInt(), 1, "words");
        if (firstWord[signatures] != words) {
            throw new IllegalArgumentException("inconsistent anagram index: " + firstWord[signatures]
                    + " words filed, " + words + " stored");
        }
        int[] wordStart = new int[words + 1];
        for (int w = 0; w < words; w++) {
            wordStart[w + 1] = wordStart[w] + readVarInt(data);
        }
        byte[] utf8 = new byte[count(data, data.getInt(), 1, "bytes of words")];
        data.get(utf8);
        char[] text = new String(utf8, StandardCharsets.UTF_8).toCharArray();
        if (text.length != wordStart[words]) {
            throw new IllegalArgumentException("inconsistent anagram index: " + text.length + " characters, "
                    + wordStart[words] + " expected");
        }
        AnagramIndex index = new AnagramIndex(alphabet, trie, firstWord, text, wordStart, skipped);
        checkWordsMatchSignatures(index);
        return index;
    }

    /**
     * Checks that every word read is a game word whose letters are exactly its signature's, so that a
     * corrupted index is refused rather than giving wrong answers.
     *
     * @throws IllegalArgumentException naming the first word that does not match
     */
    private static void checkWordsMatchSignatures(AnagramIndex index) {
        Alphabet alphabet = index.alphabet;
        SignatureTrie trie = index.trie;
        int[] firstWord = index.firstWord;
        int[] path = new int[alphabet.size()];
        int[] letters = new int[alphabet.size()];
        int nodes = trie.letter.length;
        int[] stack = new int[nodes + 1];
        int top = 0;
        int depth = 0;
        stack[top++] = 0;
        while (top > 0) {
            int entry = stack[--top];
            if (entry < 0) {
                path[trie.letter[~entry]]--;
                depth--;
                continue;
            }
            if (entry != 0) {
                path[trie.letter[entry]]++;
                depth++;
                stack[top++] = ~entry;
            }
            int s = trie.terminal[entry];
            for (int w = s < 0 ? 0 : firstWord[s]; s >= 0 && w < firstWord[s + 1]; w++) {
                if (!hasLetters(index, w, path, depth, letters)) {
                    throw new IllegalArgumentException("inconsistent anagram index: \"" + index.word(w)
                            + "\" is not a word of its signature");
                }
            }
            for (int c = trie.firstChild[entry] + trie.childCount[entry] - 1; c >= trie.firstChild[entry]; c--) {
                stack[top++] = c;
            }
        }
    }

    /**
     * Whether word {@code w} is a game word whose folded letters are those counted in {@code path}
     * ({@code depth} of them); {@code scratch} is all zeros before and after. When every character folds
     * to one letter, only the word's own letters are compared: if it has {@code depth} letters and each
     * of its letters is counted as often in {@code path}, the path holds no other letter.
     */
    private static boolean hasLetters(AnagramIndex index, int w, int[] path, int depth, int[] scratch) {
        Alphabet alphabet = index.alphabet;
        char[] text = index.text;
        int from = index.wordStart[w];
        int to = index.wordStart[w + 1];
        int counted = 0;
        boolean simple = true;
        boolean game = to > from;
        for (int i = from; i < to && game; i++) {
            int letter = alphabet.wordLetter(text[i]);
            if (letter >= 0) {
                scratch[letter]++;
                counted++;
            } else {
                simple = false;
                game = letter == Alphabet.SEVERAL_LETTERS && alphabet.countFolded(text[i], scratch);
            }
        }
        boolean same = game;
        if (game && simple) {
            same = counted == depth;
            for (int i = from; i < to && same; i++) {
                int letter = alphabet.wordLetter(text[i]);
                same = scratch[letter] == path[letter];
            }
            for (int i = from; i < to; i++) {
                scratch[alphabet.wordLetter(text[i])] = 0;
            }
        } else {
            same = same && Arrays.equals(scratch, path);
            Arrays.fill(scratch, 0);
        }
        return same;
    }

    /**
     * A count read from the data, checked against what is left: each of the things counted takes at least
     * {@code bytesEach} bytes, so a corrupted count fails here rather than by allocating too much.
     */
    private static int count(ByteBuffer data, int count, int bytesEach, String what) {
        if (count < 0 || (long) count * bytesEach > data.remaining()) {
            throw new IllegalArgumentException("inconsistent anagram index: " + count + " " + what + " in "
                    + data.remaining() + " bytes left");
        }
        return count;
    }

    private static void writeVarInt(DataOutputStream out, int value) throws IOException {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    private static int readVarInt(ByteBuffer in) {
        int value = 0;
        for (int shift = 0; shift < 32; shift += 7) {
            int b = in.get() & 0xFF;
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                if (value < 0) {
                    break;
                }
                return value;
            }
        }
        throw new IllegalArgumentException("inconsistent anagram index: a count is out of range");
    }
}
