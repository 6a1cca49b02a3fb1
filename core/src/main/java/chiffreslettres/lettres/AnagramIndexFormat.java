package chiffreslettres.lettres;

import chiffreslettres.automaton.Automaton;
import chiffreslettres.automaton.AutomatonFormat;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The binary form of an {@link AnagramIndex}, version {@value #VERSION}: its arrays as they are in
 * memory (the two automata, the packed word numbers and the signature start bits), big-endian, after a
 * header that gives the total length, then a flag and, when set, each word's commonness as one byte by
 * word rank, and a CRC-32C of everything before it. Version 2 (without the commonness) is still read. Reading copies
 * the arrays in bulk and rebuilds nothing; a file that ends early is refused as truncated, one whose
 * checksum differs as damaged, and the structure is checked again ({@link Automaton}, {@link
 * SignatureWords}) so that no file can make a query fail. Stateless.
 */
final class AnagramIndexFormat {

    /** The first bytes of a written index, and the version of its layout. */
    private static final int MAGIC = 0x434C4958;
    static final int VERSION = 3;
    private static final int OLDEST_READ = 2;
    /** Magic, version and length. */
    private static final int HEADER = 12;

    private AnagramIndexFormat() {
    }

    /** Writes {@code index} to {@code out}, not closing it. */
    static void write(AnagramIndex index, OutputStream out) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream(1 << 16);
        DataOutputStream data = new DataOutputStream(body);
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        data.writeInt(0);
        byte[] letters = index.alphabet.letters().getBytes(StandardCharsets.UTF_8);
        data.writeShort(letters.length);
        data.write(letters);
        data.writeInt(index.skipped);
        AutomatonFormat.write(data, index.signatures);
        AutomatonFormat.write(data, index.words);
        SignatureWords groups = index.groups;
        data.writeInt(groups.entries);
        data.writeInt(groups.bitsPerEntry);
        AutomatonFormat.writeLongs(data, groups.packed);
        AutomatonFormat.writeLongs(data, groups.starts);
        data.writeBoolean(index.commonness != null);
        if (index.commonness != null) {
            data.write(index.commonness);
        }
        data.flush();
        AutomatonFormat.writeFramed(body.toByteArray(), out);
    }

    /**
     * Reads an index written by {@link #write} for words of {@code alphabet}.
     *
     * @throws IllegalArgumentException if the data is not an index of this version, was written for
     *     another alphabet, is damaged or inconsistent
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

    private static AnagramIndex read(Alphabet alphabet, ByteBuffer data) throws EOFException {
        if (data.remaining() < HEADER && data.remaining() > 0 && !startsWithMagic(data)) {
            throw new IllegalArgumentException("not an anagram index (wrong first bytes)");
        }
        if (data.getInt() != MAGIC) {
            throw new IllegalArgumentException("not an anagram index (wrong first bytes)");
        }
        int version = data.getInt();
        if (version < OLDEST_READ || version > VERSION) {
            throw new IllegalArgumentException("anagram index version " + version + ", this library reads "
                    + OLDEST_READ + " to " + VERSION);
        }
        int length = data.getInt();
        if (length < HEADER + 4) {
            throw new IllegalArgumentException("damaged anagram index: its length reads " + length);
        }
        if (data.limit() < length) {
            throw new EOFException("the anagram index ends early: " + data.limit() + " of its " + length + " bytes");
        }
        AutomatonFormat.checkFramed(data, length, "anagram index");
        byte[] letterBytes = new byte[count(data, data.getShort() & 0xFFFF, 1, "alphabet bytes")];
        data.get(letterBytes);
        String letters = new String(letterBytes, StandardCharsets.UTF_8);
        if (!letters.equals(alphabet.letters())) {
            throw new IllegalArgumentException("the index is for the letters " + letters + ", not " + alphabet);
        }
        int skipped = data.getInt();
        Automaton signatures = AutomatonFormat.read(data, "anagram index", true, alphabet.size());
        Automaton words = AutomatonFormat.read(data, "anagram index", false, Character.MAX_VALUE + 1);
        int entries = count(data, data.getInt(), 0, "entries");
        int bits = data.getInt();
        if (bits < 0 || bits > 31) {
            throw new IllegalArgumentException("inconsistent anagram index: " + bits + " bits per word number");
        }
        long[] packed = AutomatonFormat.longs(data, SignatureWords.packedLength(entries, bits), "anagram index");
        long[] starts = AutomatonFormat.longs(data, (entries + 64) >> 6, "anagram index");
        if (entries != words.size()) {
            throw new IllegalArgumentException("inconsistent anagram index: " + entries + " entries for "
                    + words.size() + " words");
        }
        SignatureWords groups = new SignatureWords(entries, bits, packed, starts, words.size(), signatures.size());
        byte[] commonness = null;
        if (version >= 3 && data.get() != 0) {
            commonness = new byte[count(data, entries, 1, "commonness bytes")];
            data.get(commonness);
            for (byte c : commonness) {
                if (c < Commonness.UNKNOWN || c > Commonness.MAX) {
                    throw new IllegalArgumentException("inconsistent anagram index: a commonness of " + c);
                }
            }
        }
        if (data.hasRemaining()) {
            throw new IllegalArgumentException("inconsistent anagram index: " + data.remaining() + " bytes left over");
        }
        return new AnagramIndex(alphabet, signatures, words, groups, skipped, commonness);
    }

    private static boolean startsWithMagic(ByteBuffer data) {
        for (int i = 0; i < Math.min(4, data.remaining()); i++) {
            if (data.get(i) != (byte) (MAGIC >>> (24 - 8 * i))) {
                return false;
            }
        }
        return true;
    }

    private static int count(ByteBuffer data, int count, int bytesEach, String what) {
        return AutomatonFormat.count(data, count, bytesEach, what, "anagram index");
    }
}
