package chiffreslettres.examples.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The lines a player types, read by one daemon thread, so that a prompt can wait for a line with or
 * without a clock and the lines typed ahead are kept for the next prompt.
 */
final class TimedLines {

    /** Stands for the end of the input in the queue. */
    private static final Optional<String> END = Optional.empty();

    private final BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();
    private final boolean terminal;
    private boolean ended;

    TimedLines(InputStream in) {
        terminal = System.console() != null && in == System.in;
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        Thread reading = new Thread(() -> {
            try {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    lines.add(Optional.of(line));
                }
            } catch (IOException e) {
                // an unreadable input ends like an empty one
            }
            lines.add(END);
        }, "input-reader");
        reading.setDaemon(true);
        reading.start();
    }

    /** The next line, waiting as long as it takes; null at the end of the input. */
    String next() {
        if (ended) {
            return null;
        }
        try {
            return take(lines.take());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The next line typed within {@code time}; null when the time is up or the input has ended. On a
     * terminal the seconds left are shown on standard error meanwhile.
     */
    String next(Duration time) {
        if (ended) {
            return null;
        }
        Thread clock = terminal ? clock(time) : null;
        try {
            Optional<String> line = lines.poll(time.toMillis(), TimeUnit.MILLISECONDS);
            return line == null ? null : take(line);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            if (clock != null) {
                clock.interrupt();
                System.err.print("\r");
                System.err.flush();
            }
        }
    }

    /** The seconds left, rewritten in place on standard error once a second. */
    private static Thread clock(Duration time) {
        long end = System.nanoTime() + time.toNanos();
        Thread ticking = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long left = Math.max(0, TimeUnit.NANOSECONDS.toSeconds(end - System.nanoTime() + 999_999_999L));
                System.err.print("\r[" + left + " s] ");
                System.err.flush();
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "clock");
        ticking.setDaemon(true);
        ticking.start();
        return ticking;
    }

    /** Whether the input has ended. */
    boolean ended() {
        return ended;
    }

    private String take(Optional<String> line) {
        if (line.isEmpty()) {
            ended = true;
            return null;
        }
        return line.get();
    }
}
