package io.magpie.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine's process seen as lines: {@link #send} writes and flushes one line; {@link #readLine}
 * waits for the next stdout line until a deadline. A daemon thread reads stdout so a silent engine
 * can be timed out; another keeps the last stderr lines to explain a crash.
 */
final class EngineProcess implements AutoCloseable {
    /** Marks the end of stdout in the line queue (compared by identity). */
    private static final String EOF = new String("<eof>");
    private static final int STDERR_LINES_KEPT = 5;
    /** Lines read ahead of the referee; when full, the engine waits on its pipe (memory stays bounded). */
    static final int MAX_QUEUED_LINES = 1000;
    /** A longer line is cut here: no protocol line is near this long. */
    static final int MAX_LINE_CHARS = 64 << 10;
    /**
     * What an engine may print while the referee waits for one answer (NBoard's nodestats over a
     * long search are a few hundred kilobytes); more is a flood and forfeits the game.
     */
    static final long MAX_CHARS_PER_ANSWER = 4L << 20;

    private final String name;
    private final Process process;
    private final PrintWriter stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(MAX_QUEUED_LINES);
    /** Characters read since the last {@link #send}. */
    private long charsSinceSend;
    private final Deque<String> stderrTail = new ArrayDeque<>();
    private boolean eofSeen;
    /** The last stdout line handed to the player (shown when it then falls silent). */
    private volatile String lastLine;

    private EngineProcess(String name, Process process) {
        this.name = name;
        this.process = process;
        this.stdin = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), false);
        Thread out = new Thread(() -> pump(process.getInputStream(), true), name + "-stdout");
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(() -> pump(process.getErrorStream(), false), name + "-stderr");
        err.setDaemon(true);
        err.start();
    }

    /** Starts {@code command} in {@code dir} (null: the current directory). */
    static EngineProcess start(String name, List<String> command, Path dir) throws PlayerFault {
        List<String> cmd = new ArrayList<>(command);
        String program = cmd.get(0);
        if (dir != null && program.contains("/") && !Path.of(program).isAbsolute()) {
            cmd.set(0, dir.resolve(program).toString());
        }
        ProcessBuilder pb = new ProcessBuilder(cmd);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        try {
            return new EngineProcess(name, pb.start());
        } catch (IOException e) {
            throw new PlayerFault(Termination.CRASH, "cannot start " + String.join(" ", cmd) + ": " + e.getMessage());
        }
    }

    private void pump(InputStream in, boolean toQueue) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = readBoundedLine(reader)) != null) {
                if (toQueue) {
                    lines.put(line);
                } else {
                    synchronized (stderrTail) {
                        if (stderrTail.size() == STDERR_LINES_KEPT) {
                            stderrTail.removeFirst();
                        }
                        stderrTail.addLast(line);
                    }
                }
            }
        } catch (IOException e) {
            // The process went away; EOF below tells the reader.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (toQueue) {
                lines.clear(); // room for the end mark even when the referee stopped reading
                lines.offer(EOF);
            }
        }
    }

    /** One line (LF or CRLF), cut at {@link #MAX_LINE_CHARS}; null at the end of the stream. */
    private static String readBoundedLine(BufferedReader reader) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = reader.read();
        if (c < 0) {
            return null;
        }
        long length = 0;
        while (c >= 0 && c != '\n') {
            if (sb.length() < MAX_LINE_CHARS) {
                sb.append((char) c);
            }
            length++;
            c = reader.read();
        }
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) == '\r') {
            sb.setLength(sb.length() - 1);
        }
        return length > MAX_LINE_CHARS ? sb + "... (" + length + " characters)" : sb.toString();
    }

    /** Writes one line and flushes; a dead process is a crash. */
    void send(String line) throws PlayerFault {
        charsSinceSend = 0;
        stdin.print(line);
        stdin.print('\n');
        stdin.flush();
        if (stdin.checkError()) {
            throw crash("could not write \"" + line + "\"");
        }
    }

    /**
     * The next stdout line, waiting until {@code deadlineNanos}.
     *
     * @throws PlayerFault TIMEOUT when none came in time, CRASH when stdout ended
     */
    String readLine(long deadlineNanos, String waitingFor) throws PlayerFault {
        if (eofSeen) {
            throw crash("output ended while waiting for " + waitingFor);
        }
        String line;
        try {
            long wait = deadlineNanos - System.nanoTime();
            line = wait > 0 ? lines.poll(wait, TimeUnit.NANOSECONDS) : lines.poll();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlayerFault(Termination.CRASH, name + ": interrupted while waiting for " + waitingFor);
        }
        if (line == null) {
            // what the engine said last often explains the silence (NTest: 'Must pick a depth ...')
            throw new PlayerFault(Termination.TIMEOUT, name + ": no answer in time while waiting for " + waitingFor
                    + lastWords());
        }
        if (line == EOF) {
            eofSeen = true;
            throw crash("output ended while waiting for " + waitingFor);
        }
        charsSinceSend += line.length() + 1;
        if (charsSinceSend > MAX_CHARS_PER_ANSWER) {
            throw new PlayerFault(Termination.GARBAGE, name + ": printed more than " + (MAX_CHARS_PER_ANSWER >> 20)
                    + " M characters while waiting for " + waitingFor + " (last line: \""
                    + (line.length() > 80 ? line.substring(0, 80) + "..." : line) + "\")");
        }
        lastLine = line;
        return line;
    }

    /** The last stdout line read and the stderr tail, for a fault's message ("" when none). */
    private String lastWords() {
        StringBuilder sb = new StringBuilder();
        if (lastLine != null) {
            sb.append("; last output: \"").append(lastLine.length() > 200 ? lastLine.substring(0, 200) + "..." : lastLine)
                    .append('"');
        }
        synchronized (stderrTail) {
            if (!stderrTail.isEmpty()) {
                sb.append("; stderr: ").append(String.join(" | ", stderrTail));
            }
        }
        return sb.toString();
    }

    private PlayerFault crash(String what) {
        StringBuilder sb = new StringBuilder(name).append(": ").append(what);
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                sb.append(" (exit status ").append(process.exitValue()).append(')');
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sb.append(lastWords());
        return new PlayerFault(Termination.CRASH, sb.toString());
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Sends {@code goodbye} (e.g. "quit") if still running, waits briefly, then kills the process. */
    void close(String goodbye) {
        if (process.isAlive() && goodbye != null) {
            stdin.print(goodbye);
            stdin.print('\n');
            stdin.flush();
            try {
                process.waitFor(300, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        stdin.close();
        // A wrapper script's children would outlive it: end the whole tree.
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        if (process.isAlive()) {
            process.destroyForcibly();
        }
        lines.clear(); // a reader thread waiting for room sees the end of the stream and finishes
    }

    @Override
    public void close() {
        close(null);
    }
}
