package io.magpie.protocol;

import io.magpie.engine.Engine;
import io.magpie.engine.SearchInfo;
import io.magpie.engine.SearchListener;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Runs one protocol session: a reader thread reads input lines into a queue, and the calling
 * thread handles them in order with the current {@link Protocol}. Searches run on the calling
 * thread; a line that the protocol says interrupts a search (NBoard's {@code ping}, the console's
 * {@code stop}) makes the reader thread stop the engine at once, so the line is answered promptly.
 * Every output line is flushed and logged.
 *
 * <p>Stopping is race-free: the reader counts interrupting lines before it queues them and then
 * stops whichever search is active until that search ends; a search that starts while such a line
 * is already queued is told to hurry ({@link #search}).
 *
 * <p>The end of input and a line that ends the session ({@code quit}) stop the running search at
 * once and make every later search hurry, so a client that has gone leaves no process thinking.
 * The lines waiting to be handled are bounded ({@link #MAX_QUEUED_CHARS}): when the client sends
 * more, the reader stops the running search and waits, so a flood costs no unbounded memory.
 * Notes are rate-limited ({@link #MAX_NOTES_PER_SECOND}) so that a flood of ignored lines is not
 * slowed down by writing one note per line.
 */
public final class CommandLoop {
    /** Longer input lines are dropped with an error (a whole GGF game is a few kilobytes). */
    public static final int MAX_LINE_CHARS = 1 << 20;

    /**
     * What the lines waiting to be handled may hold, in characters, each line counting {@link
     * #LINE_COST} more: 16 M characters (32 MB), or 256 K short lines.
     */
    static final int MAX_QUEUED_CHARS = 1 << 24;
    private static final int LINE_COST = 64;
    /** More notes than this in one second are counted, and the count is printed later. */
    static final int MAX_NOTES_PER_SECOND = 20;

    private static final long STOP_REPEAT_MS = 1;

    private final Engine engine;
    private final BufferedReader in;
    private final PrintStream out;
    private final PrintStream err;
    private final ProtocolLog log;
    private final Options options;
    private final String version;
    private final Object outputLock = new Object();
    private final BlockingQueue<Input> queue = new LinkedBlockingQueue<>();
    /** Interrupting lines read but not yet handled. */
    private final AtomicInteger pendingInterrupts = new AtomicInteger();
    /** Id of the running search, 0 when none. */
    private final AtomicLong activeSearch = new AtomicLong();
    /** Room left in the queue, in characters plus {@link #LINE_COST} per line. */
    private final Semaphore queueRoom = new Semaphore(MAX_QUEUED_CHARS);
    /** Set by the reader at the end of input or on a line that ends the session. */
    private volatile boolean closing;
    private long noteWindowStartNs = System.nanoTime();
    private int notesInWindow;
    private long notesSuppressed;
    /** Called after each input line is handled (tests feed lines in step with it); may be null. */
    private volatile Runnable afterInput;
    private long lastSearchId;
    private volatile Protocol protocol;
    private Protocol next;
    /** Where times come from: System.nanoTime, or a test's clock. */
    private volatile LongSupplier nanoTime = SYSTEM_TIME;
    /** When the line being handled was read: a move's clock runs from the client's command, not the search. */
    private long lineArrivalNanos;

    /** An anonymous class, not a lambda: a lambda's first use costs start-up time. */
    private static final LongSupplier SYSTEM_TIME = new LongSupplier() {
        @Override
        public long getAsLong() {
            return System.nanoTime();
        }
    };

    /** One queued input: a line, an overlong line's length, or the end of input. */
    private static final class Input {
        final String line;
        final int overlongLength;
        final boolean interrupting;
        final int cost;
        final long arrivalNanos;

        Input(String line, int overlongLength, boolean interrupting, long arrivalNanos) {
            this.line = line;
            this.overlongLength = overlongLength;
            this.interrupting = interrupting;
            this.arrivalNanos = arrivalNanos;
            this.cost = LINE_COST + (line == null ? 0 : line.length());
        }
    }

    private static final Input END = new Input(null, 0, false, 0);

    /**
     * @param log may be null (no log)
     * @param version the program version reported by the protocols
     */
    public CommandLoop(Engine engine, Options options, BufferedReader in, PrintStream out, PrintStream err,
            ProtocolLog log, String version) {
        this.engine = engine;
        this.options = options;
        this.in = in;
        this.out = out;
        this.err = err;
        this.log = log;
        this.version = version;
    }

    public Engine engine() {
        return engine;
    }

    public Options options() {
        return options;
    }

    public String version() {
        return version;
    }

    /** Runs {@code first} (and whatever it switches to) until quit or the end of input. */
    public void run(Protocol first) {
        protocol = first;
        Thread reader = new Thread("magpie-input") {
            @Override
            public void run() {
                readLines(); // not a method reference: a lambda's first use costs start-up time
            }
        };
        reader.setDaemon(true);
        reader.start();
        first.start();
        try {
            while (true) {
                Input input = queue.take();
                if (input == END) {
                    protocol.endOfInput();
                    flushSuppressedNotes();
                    return;
                }
                queueRoom.release(input.cost);
                if (input.interrupting) {
                    pendingInterrupts.decrementAndGet();
                }
                boolean goOn = true;
                lineArrivalNanos = input.arrivalNanos;
                try {
                    if (input.line == null) {
                        protocol.rejectOverlongLine(input.overlongLength);
                    } else {
                        goOn = protocol.handle(input.line);
                    }
                } catch (RuntimeException e) {
                    // A bug, not bad input (protocols answer that themselves): keep the session alive.
                    note("internal error on \"" + Options.shorten(String.valueOf(input.line)) + "\": " + e);
                }
                if (next != null) {
                    protocol = next;
                    next = null;
                    protocol.start();
                }
                Runnable hook = afterInput;
                if (hook != null) {
                    hook.run();
                }
                if (!goOn) {
                    flushSuppressedNotes();
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Makes {@code replacement} handle the lines after the current one (the console's {@code nboard 2}
     * switches to NBoard this way); its {@link Protocol#start} runs before the next line.
     */
    public void switchTo(Protocol replacement) {
        next = replacement;
        note("mode " + replacement.name());
    }

    /** Prints one line, flushed, and logs it. Safe from any thread. */
    public void println(String line) {
        synchronized (outputLock) {
            out.print(line);
            out.print('\n');
            out.flush();
            if (log != null) {
                log.output(line);
            }
        }
    }

    /** Prints several lines at once (one answer), so no other output can interleave. */
    public void printLines(String text) {
        synchronized (outputLock) {
            for (String line : text.split("\n", -1)) {
                println(line);
            }
        }
    }

    /**
     * A diagnostic for people: to stderr and the log, never to the protocol stream. At most {@link
     * #MAX_NOTES_PER_SECOND} a second are written; the others are counted and the count is written
     * with the next note that passes (or at the end of the session).
     */
    public void note(String message) {
        synchronized (outputLock) {
            long now = System.nanoTime();
            if (now - noteWindowStartNs >= 1_000_000_000L) {
                noteWindowStartNs = now;
                notesInWindow = 0;
            }
            if (notesInWindow >= MAX_NOTES_PER_SECOND) {
                notesSuppressed++;
                return;
            }
            notesInWindow++;
            flushSuppressedNotes();
            writeNote(message);
        }
    }

    /** A line for the log alone (when there is one), e.g. what each search found: not for stderr. */
    public void logNote(String message) {
        if (log != null) {
            log.note(message);
        }
    }

    private void flushSuppressedNotes() {
        synchronized (outputLock) {
            if (notesSuppressed > 0) {
                long n = notesSuppressed;
                notesSuppressed = 0;
                writeNote(n + " more notes left out (more than " + MAX_NOTES_PER_SECOND + " a second)");
            }
        }
    }

    private void writeNote(String message) {
        err.println("magpie: " + message);
        err.flush();
        if (log != null) {
            log.note(message);
        }
    }

    /** The current time in nanoseconds, from the loop's time source ({@link System#nanoTime} but in tests). */
    public long nanoTime() {
        return nanoTime.getAsLong();
    }

    /**
     * When the line being handled was read, on the {@link #nanoTime} scale: a client's clock runs
     * from its command, and the line may have waited behind earlier ones.
     */
    public long lineArrivalNanos() {
        return lineArrivalNanos;
    }

    /** Replaces the time source (tests: a clock that moves only when told). Call before {@link #run}. */
    void useTimeSource(LongSupplier source) {
        nanoTime = source;
    }

    /** Makes the loop call {@code hook} after handling each input line (for tests that feed lines in step). */
    void afterEachInput(Runnable hook) {
        afterInput = hook;
    }

    /**
     * Runs a search. {@code work} gets {@code true} when an interrupting line is already waiting,
     * so that it can search minimally (its answer is stale anyway); otherwise it searches normally and
     * is stopped through {@link Engine#stop} when such a line arrives.
     */
    public <T> T search(Function<Boolean, T> work) {
        activeSearch.set(++lastSearchId);
        try {
            return work.apply(closing || pendingInterrupts.get() > 0);
        } finally {
            activeSearch.set(0);
        }
    }

    /** True when a line that should stop the current work is waiting (e.g. during self-play). */
    public boolean interruptPending() {
        return pendingInterrupts.get() > 0;
    }

    /**
     * Wraps a listener so it only reports while the search that created it is running: nothing about a
     * finished search can be printed after the answer to a later line (NBoard's pong rule).
     */
    public SearchListener guarded(SearchListener listener) {
        long id = activeSearch.get();
        return (SearchInfo info) -> {
            synchronized (outputLock) {
                if (id != 0 && activeSearch.get() == id) {
                    listener.onInfo(info);
                }
            }
        };
    }

    private void readLines() {
        try {
            StringBuilder sb = new StringBuilder();
            while (true) {
                int length = readLine(sb);
                if (length < 0) {
                    break;
                }
                long arrival = nanoTime.getAsLong();
                String line = length > MAX_LINE_CHARS ? null : sb.toString();
                if (log != null) {
                    log.input(line != null ? line : "<" + length + " characters dropped>");
                }
                Protocol current = protocol;
                boolean ends = line != null && current.endsSession(line);
                boolean interrupting = ends || line != null && current.interruptsSearch(line);
                Input input = new Input(line, length, interrupting, arrival);
                while (!queueRoom.tryAcquire(input.cost, STOP_REPEAT_MS, TimeUnit.MILLISECONDS)) {
                    stopActiveSearch(); // a backlog: the client wants answers, not this search
                }
                if (interrupting) {
                    pendingInterrupts.incrementAndGet();
                }
                if (ends) {
                    closing = true;
                }
                queue.add(input);
                if (interrupting) {
                    stopActiveSearch();
                }
                if (ends) {
                    return; // nothing after the session's end is handled
                }
            }
        } catch (IOException | RuntimeException e) {
            note("input error: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closing = true;
            queue.add(END);
            try {
                stopActiveSearch();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Stops the search running now until it ends; repeated because a search that was just starting
     * may clear an earlier stop request.
     */
    private void stopActiveSearch() throws InterruptedException {
        long id = activeSearch.get();
        while (id != 0 && activeSearch.get() == id) {
            engine.stop();
            TimeUnit.MILLISECONDS.sleep(STOP_REPEAT_MS);
        }
    }

    /**
     * Reads one line into {@code sb} (terminated by LF, CR or CRLF, or the end of input), keeping at
     * most {@link #MAX_LINE_CHARS} characters. Returns the line's full length, or -1 at the end of
     * input.
     */
    private int readLine(StringBuilder sb) throws IOException {
        sb.setLength(0);
        int length = 0;
        int c = in.read();
        if (c < 0) {
            return -1;
        }
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                in.mark(1);
                if (in.read() != '\n') {
                    in.reset();
                }
                break;
            }
            if (length < MAX_LINE_CHARS) {
                sb.append((char) c);
            }
            length++;
            c = in.read();
        }
        return length;
    }
}
