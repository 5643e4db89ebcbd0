package io.magpie.protocol;

import java.io.Reader;
import java.util.List;

/**
 * Input lines for a {@link CommandLoop} given one at a time, each only once the loop has handled the
 * one before, and the end of input only once it has handled them all: a user who waits for every
 * answer. Since the end of input stops searches, an in-memory transcript needs this to get full
 * answers.
 */
final class LockstepReader extends Reader {
    private final List<String> lines;
    private int next;
    private String current = "";
    private int position;
    private int handled;
    private boolean released;

    LockstepReader(List<String> lines) {
        this.lines = lines;
    }

    /** Feeds {@code loop} from this reader: call before {@link CommandLoop#run}. */
    void attach(CommandLoop loop) {
        loop.afterEachInput(this::lineHandled);
    }

    private synchronized void lineHandled() {
        handled++;
        notifyAll();
    }

    /** Lets a reader still waiting end (after the loop has returned, e.g. on quit). */
    synchronized void release() {
        released = true;
        notifyAll();
    }

    @Override
    public synchronized int read(char[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (position == current.length()) {
            try {
                while (handled < next && !released) {
                    wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
            if (next == lines.size() || released) {
                return -1;
            }
            current = lines.get(next++) + "\n";
            position = 0;
        }
        int n = Math.min(length, current.length() - position);
        current.getChars(position, position + n, buffer, offset);
        position += n;
        return n;
    }

    @Override
    public void close() {}
}
