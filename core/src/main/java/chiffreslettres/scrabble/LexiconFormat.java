package chiffreslettres.scrabble;

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
 * A lexicon in binary, so that a list built once loads in a fraction of the time: a magic number, the
 * version, the length, the tile set's name and faces (a lexicon is read only for the tiles it was made
 * for), the lexicon's name, its automaton, the automaton of its reversed prefixes (which the move generator
 * walks, {@link ReversedPrefixes}), and a CRC-32C of everything before it.
 */
final class LexiconFormat {

    private static final int MAGIC = 0x434C4C58;
    static final int VERSION = 2;
    private static final String WHAT = "lexicon file";

    private LexiconFormat() {
    }

    static void write(Lexicon lexicon, OutputStream out) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(body);
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        data.writeInt(0);   // the length, set below
        data.writeUTF(lexicon.tiles().name());
        data.writeUTF(faces(lexicon.tiles()));
        data.writeUTF(lexicon.name());
        AutomatonFormat.write(data, lexicon.automaton);
        AutomatonFormat.write(data, lexicon.reversedPrefixes());
        data.flush();
        AutomatonFormat.writeFramed(body.toByteArray(), out);
    }

    static Lexicon read(TileSet tiles, InputStream in) throws IOException {
        ByteBuffer data = ByteBuffer.wrap(in.readAllBytes());
        try {
            if (data.remaining() < 16 || data.getInt() != MAGIC) {
                throw new IllegalArgumentException("not a lexicon file (wrong first bytes)");
            }
            int version = data.getInt();
            if (version != VERSION) {
                throw new IllegalArgumentException("lexicon file version " + version + ", this library reads " + VERSION);
            }
            int length = data.getInt();
            if (length < 16 || data.limit() < length) {
                throw new EOFException("the lexicon file ends early, or its length reads " + length);
            }
            AutomatonFormat.checkFramed(data, length, WHAT);
            String tileSet = utf(data);
            String faces = utf(data);
            if (!tileSet.equals(tiles.name()) || !faces.equals(faces(tiles))) {
                throw new IllegalArgumentException("the lexicon file is for the " + tileSet + " tiles, not " + tiles.name());
            }
            String name = utf(data);
            Automaton automaton = AutomatonFormat.read(data, WHAT, true, tiles.size());
            Automaton reversed = AutomatonFormat.read(data, WHAT, true, tiles.size());
            if (data.hasRemaining()) {
                throw new IllegalArgumentException("inconsistent lexicon file: " + data.remaining() + " bytes left over");
            }
            return Lexicon.of(name, tiles, automaton, reversed);
        } catch (BufferUnderflowException e) {
            throw new EOFException("the lexicon file ends early, at byte " + data.position());
        }
    }

    private static String utf(ByteBuffer data) {
        int length = AutomatonFormat.count(data, data.getShort() & 0xFFFF, 1, "bytes of text", WHAT);
        byte[] bytes = new byte[length];
        data.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The tile set's faces in order, which a lexicon's labels number. */
    private static String faces(TileSet tiles) {
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < tiles.size(); t++) {
            out.append(tiles.face(t)).append(' ');
        }
        return out.toString();
    }
}
