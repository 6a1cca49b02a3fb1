package chiffreslettres.automaton;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * An automaton in binary, for the files that keep one (anagram indexes, lexicons): its counts of states
 * and arcs, each state's first arc, the arcs' labels and targets, the final states' bits; big-endian.
 * Reading checks every count against the bytes left, and the automaton checks its own structure.
 */
public final class AutomatonFormat {

    private AutomatonFormat() {
    }

    /**
     * Ends a file the way the files that keep automata are framed: its bytes, whose third int (bytes 8 to
     * 11) is set to the whole length, then a CRC-32C of them.
     */
    public static void writeFramed(byte[] bytes, OutputStream out) throws IOException {
        ByteBuffer.wrap(bytes).putInt(8, bytes.length + 4);
        CRC32C crc = new CRC32C();
        crc.update(bytes);
        out.write(bytes);
        new DataOutputStream(out).writeInt((int) crc.getValue());
        out.flush();
    }

    /**
     * Checks a framed file's checksum (its length read at bytes 8 to 11), and limits the buffer to the
     * bytes before it.
     *
     * @throws IllegalArgumentException if the checksum does not match, naming {@code what}
     */
    public static void checkFramed(ByteBuffer data, int length, String what) {
        CRC32C crc = new CRC32C();
        crc.update(data.array(), 0, length - 4);
        if ((int) crc.getValue() != data.getInt(length - 4)) {
            throw new IllegalArgumentException("damaged " + what + ": its checksum does not match its bytes");
        }
        data.limit(length - 4);
    }

    /** Writes the automaton. */
    public static void write(DataOutputStream data, Automaton automaton) throws IOException {
        data.writeInt(automaton.states());
        data.writeInt(automaton.label.length);
        for (int v : automaton.firstArc) {
            data.writeInt(v);
        }
        for (char c : automaton.label) {
            data.writeChar(c);
        }
        for (int v : automaton.target) {
            data.writeInt(v);
        }
        writeLongs(data, automaton.finals);
    }

    /** Writes longs, for the arrays that go with an automaton. */
    public static void writeLongs(DataOutputStream data, long[] values) throws IOException {
        for (long v : values) {
            data.writeLong(v);
        }
    }

    /**
     * Reads an automaton {@link #write} wrote, from the buffer's position (left after it).
     *
     * @param what   what the data is, for messages ("anagram index")
     * @param walked and {@code labels}: as {@link Automaton#Automaton}
     * @throws IllegalArgumentException if a count does not fit the bytes left, or the arrays make no automaton
     * @throws java.nio.BufferUnderflowException if the data ends early
     */
    public static Automaton read(ByteBuffer data, String what, boolean walked, int labels) {
        int states = count(data, data.getInt(), 4, "states", what);
        int arcs = count(data, data.getInt(), 6, "arcs", what);
        int[] firstArc = new int[count(data, states + 1, 4, "states", what)];
        data.asIntBuffer().get(firstArc);
        data.position(data.position() + 4 * firstArc.length);
        char[] label = new char[arcs];
        data.asCharBuffer().get(label);
        data.position(data.position() + 2 * arcs);
        int[] target = new int[count(data, arcs, 4, "arcs", what)];
        data.asIntBuffer().get(target);
        data.position(data.position() + 4 * arcs);
        long[] finals = longs(data, (states + 63) >> 6, what);
        return new Automaton(firstArc, label, target, finals, walked, labels);
    }

    /** {@code count} longs from the buffer's position. */
    public static long[] longs(ByteBuffer data, int count, String what) {
        long[] out = new long[count(data, count, 8, "longs", what)];
        data.asLongBuffer().get(out);
        data.position(data.position() + 8 * count);
        return out;
    }

    /**
     * A count read from the data, checked against what is left: each of the things counted takes at least
     * {@code bytesEach} bytes, so a corrupted count fails here rather than by allocating too much.
     *
     * @throws IllegalArgumentException naming {@code what} when it cannot be
     */
    public static int count(ByteBuffer data, int count, int bytesEach, String things, String what) {
        if (count < 0 || (long) count * bytesEach > data.remaining()) {
            throw new IllegalArgumentException("inconsistent " + what + ": " + count + " " + things + " in "
                    + data.remaining() + " bytes left");
        }
        return count;
    }
}
