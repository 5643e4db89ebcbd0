package io.magpie.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;

/**
 * A job's output directory (any Hadoop file system: local, HDFS, ...). Each partition's result is
 * written under a temporary name private to the task attempt, then renamed to
 * {@code parts/part-NNNNN.EXT}: a part file exists whole or not at all, whichever attempt of a
 * retried task finished first, so the output holds each input exactly once. A restarted job skips
 * the partitions whose part file exists. {@code _job} records what the job was and how its input
 * was cut, so that a restart with other inputs, options or partitions is refused instead of mixing
 * two jobs' parts.
 */
final class OutputDir implements Serializable {
    private static final long serialVersionUID = 1L;
    static final String JOB_FILE = "_job";
    private static final String PARTITIONING = "partitioning: ";

    private final String root;

    OutputDir(String root) {
        this.root = root;
    }

    String root() {
        return root;
    }

    Path path(String name) {
        return new Path(root, name);
    }

    Path part(int partition, String ext) {
        return new Path(path("parts"), String.format("part-%05d.%s", partition, ext));
    }

    static FileSystem fs(Path path) throws IOException {
        FileSystem fs = path.getFileSystem(new Configuration());
        fs.setWriteChecksum(false); // no .crc files beside the parts on a local disk
        return fs;
    }

    /**
     * The partitioning recorded by an earlier run of the same job (same {@code description}) in this
     * directory, or null: a resumed job without an explicit size cuts its input the same way.
     */
    String recordedPartitioning(String description) throws IOException {
        Path job = path(JOB_FILE);
        FileSystem fs = fs(job);
        if (!fs.exists(job)) {
            return null;
        }
        String[] old = split(readText(fs, job));
        return old[0].equals(description) ? old[1] : null;
    }

    /** {description, partitioning} of a {@code _job} text (partitioning "" in one without it). */
    private static String[] split(String recorded) {
        int at = recorded.lastIndexOf(PARTITIONING);
        if (at < 0 || (at > 0 && recorded.charAt(at - 1) != '\n')) {
            return new String[] {recorded, ""};
        }
        return new String[] {recorded.substring(0, at), recorded.substring(at + PARTITIONING.length()).strip()};
    }

    /**
     * Prepares the directory for a job described by {@code description} whose input is cut as
     * {@code partitioning} says: new, the same job resumed, or (with {@code overwrite}) emptied.
     * Returns the partitions already finished.
     *
     * @throws IllegalStateException when it holds another job's output, or this job's cut into
     *     other partitions (its parts would not line up), and {@code overwrite} is off
     */
    Set<Integer> prepare(String description, String partitioning, String ext, boolean overwrite, PrintStream log)
            throws IOException {
        Path rootPath = new Path(root);
        FileSystem fs = fs(rootPath);
        Path job = path(JOB_FILE);
        if (fs.exists(rootPath)) {
            String[] old = fs.exists(job) ? split(readText(fs, job)) : null;
            if (overwrite) {
                log.println("magpie-spark: " + root + " exists: starting over (--overwrite)");
                fs.delete(rootPath, true);
            } else if (old == null) {
                if (fs.listStatus(rootPath).length > 0) {
                    throw new IllegalStateException(root + " exists and is not a magpie-spark output: choose a new path");
                }
            } else if (!old[0].equals(description)) {
                throw anotherJob(old[0], description);
            } else if (!old[1].equals(partitioning)) {
                throw new IllegalStateException(root + " holds this job's output cut into other partitions (another"
                        + " --chunk, or the input changed): its finished parts would not line up with this run's;"
                        + " give the --chunk it had to resume, or --overwrite to start over\n  there: "
                        + (old[1].isEmpty() ? "(not recorded)" : old[1]) + "\n  now:   " + partitioning);
            }
        }
        fs.mkdirs(path("parts"));
        if (!fs.exists(job)) {
            writeText(fs, job, description + PARTITIONING + partitioning + "\n");
        }
        Set<Integer> done = finished(fs, ext);
        if (!done.isEmpty()) {
            log.println("magpie-spark: resuming: " + done.size() + " partition(s) already finished in " + root
                    + " are skipped");
        }
        return done;
    }

    /**
     * Refuses at once, before the input is read, a directory that holds another job's output (unless
     * {@code overwrite}); {@link #prepare} checks the rest.
     */
    void refuseAnotherJob(String description, boolean overwrite) throws IOException {
        Path job = path(JOB_FILE);
        FileSystem fs = fs(job);
        if (!overwrite && fs.exists(job)) {
            String old = split(readText(fs, job))[0];
            if (!old.equals(description)) {
                throw anotherJob(old, description);
            }
        }
    }

    private IllegalStateException anotherJob(String old, String description) {
        return new IllegalStateException(root + " holds the output of another job (other inputs or options):"
                + " give a new path, or --overwrite to start over\n  there: " + indent(old) + "\n  now:   "
                + indent(description));
    }

    private static String indent(String text) {
        return text.strip().replace("\n", "\n  ");
    }

    private Set<Integer> finished(FileSystem fs, String ext) throws IOException {
        Set<Integer> done = new HashSet<>();
        for (FileStatus s : fs.listStatus(path("parts"))) {
            String name = s.getPath().getName();
            if (name.startsWith("part-") && name.endsWith("." + ext)) {
                done.add(Integer.parseInt(name.substring(5, name.length() - ext.length() - 1)));
            }
        }
        return done;
    }

    /**
     * Writes one partition's result (and its rejected lines, if any) atomically. Called in a task;
     * another attempt of the same partition may have finished first, and then this one's copy is
     * dropped (both hold the same rows).
     */
    void commit(int partition, String ext, byte[] content, String rejects) throws IOException {
        Path target = part(partition, ext);
        FileSystem fs = fs(target);
        TaskContext task = TaskContext.get();
        String attempt = task == null ? "driver" : Long.toString(task.taskAttemptId());
        Path tmpDir = path("_temporary");
        if (!rejects.isEmpty()) {
            Path rejectFile = part(partition, ext + ".rejects");
            Path tmp = new Path(tmpDir, rejectFile.getName() + "." + attempt);
            write(fs, tmp, rejects.getBytes(StandardCharsets.UTF_8));
            fs.delete(rejectFile, false);
            fs.rename(tmp, rejectFile);
        }
        Path tmp = new Path(tmpDir, target.getName() + "." + attempt);
        write(fs, tmp, content);
        Faults.afterTempWrite(partition);
        if (fs.exists(target) || !fs.rename(tmp, target)) {
            fs.delete(tmp, false); // another attempt of this partition got there first
        }
    }

    private static void write(FileSystem fs, Path path, byte[] content) throws IOException {
        try (OutputStream out = fs.create(path, true)) {
            out.write(content);
        }
    }

    static String readText(FileSystem fs, Path path) throws IOException {
        try (InputStream in = fs.open(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static void writeText(FileSystem fs, Path path, String text) throws IOException {
        write(fs, path, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Removes the attempts' leftovers once every partition is in. */
    void cleanUp() throws IOException {
        FileSystem fs = fs(new Path(root));
        fs.delete(path("_temporary"), true);
    }
}
