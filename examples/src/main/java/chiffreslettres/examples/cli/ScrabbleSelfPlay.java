package chiffreslettres.examples.cli;

import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.SelfPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** Self-play games spread over threads: thread k plays the games whose number is k modulo the threads. */
final class ScrabbleSelfPlay {

    private ScrabbleSelfPlay() {
    }

    /**
     * Plays games 0 to {@code games - 1}, each thread feeding its own sink, and returns the sinks.
     *
     * @param <S> what a thread keeps of its games
     */
    static <S extends Consumer<ScrabbleGame>> List<S> run(SelfPlay play, long seed, int games, int threads,
            Supplier<S> sinks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<S>> futures = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                int first = k;
                futures.add(pool.submit(() -> {
                    S sink = sinks.get();
                    for (int i = first; i < games; i += threads) {
                        sink.accept(play.game(seed, i));
                    }
                    return sink;
                }));
            }
            List<S> out = new ArrayList<>();
            for (Future<S> f : futures) {
                out.add(f.get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
