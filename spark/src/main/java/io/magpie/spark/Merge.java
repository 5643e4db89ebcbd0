package io.magpie.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/** The driver's last step: the part files joined in partition order, and the rejected lines gathered. */
final class Merge {
    private Merge() {}

    /** The part files with this extension, in partition order. */
    static List<Path> parts(OutputDir dir, String ext) throws IOException {
        FileSystem fs = OutputDir.fs(dir.path("parts"));
        List<Path> parts = new ArrayList<>();
        FileStatus[] all = fs.listStatus(dir.path("parts"));
        Arrays.sort(all);
        for (FileStatus s : all) {
            if (s.getPath().getName().startsWith("part-") && s.getPath().getName().endsWith("." + ext)) {
                parts.add(s.getPath());
            }
        }
        return parts;
    }

    /** The part files' names, for Spark's readers. */
    static String[] partNames(OutputDir dir, String ext) throws IOException {
        return parts(dir, ext).stream().map(Path::toString).toArray(String[]::new);
    }

    /** Writes {@code head}, then every part in order, then {@code tail} into one file of the directory. */
    static void concat(OutputDir dir, String ext, byte[] head, byte[] tail, String target) throws IOException {
        Path out = dir.path(target);
        Path tmp = dir.path(target + ".tmp");
        FileSystem fs = OutputDir.fs(out);
        try (OutputStream o = fs.create(tmp, true)) {
            o.write(head);
            for (Path part : parts(dir, ext)) {
                try (InputStream in = fs.open(part)) {
                    in.transferTo(o);
                }
            }
            o.write(tail);
        }
        fs.delete(out, false);
        fs.rename(tmp, out);
    }

    /**
     * Gathers the rejected lines of all parts into {@code rejected.txt}, prints the first few and
     * returns how many there are.
     */
    static long rejects(OutputDir dir, String ext, PrintStream err) throws IOException {
        FileSystem fs = OutputDir.fs(dir.path("parts"));
        StringBuilder all = new StringBuilder();
        long count = 0;
        for (Path part : parts(dir, ext + ".rejects")) {
            String text = OutputDir.readText(fs, part);
            for (String line : text.split("\n")) {
                if (!line.isEmpty()) {
                    if (count < 20) {
                        err.println(line);
                    }
                    count++;
                    all.append(line).append('\n');
                }
            }
        }
        Path target = dir.path("rejected.txt");
        fs.delete(target, false);
        if (count > 0) {
            OutputDir.writeText(fs, target, all.toString());
            if (count > 20) {
                err.println("... " + (count - 20) + " more in " + target);
            }
        }
        return count;
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
