package io.magpie.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * Position files as text, read in parallel: OBF/FFO problem lines or one "BOARD SIDE" position a
 * line (the lines {@code magpie solve} reads; blank lines and lines starting with % or # are
 * skipped). Every position gets its file, its line and its ordinal, and goes to partition
 * {@code ordinal / chunk} in ordinal order.
 */
final class TextInput {
    private TextInput() {}

    static boolean isComment(String line) {
        String trimmed = line.strip();
        return trimmed.isEmpty() || trimmed.startsWith("%") || trimmed.startsWith("#");
    }

    static JavaRDD<Line> read(JavaSparkContext sc, List<String> files, int chunk) {
        JavaRDD<Tuple2<String, String>> all = null;
        for (String file : files) {
            // zipWithIndex numbers the lines in file order (partition by partition).
            JavaRDD<Tuple2<String, String>> lines = sc.textFile(file).zipWithIndex()
                    .filter(t -> !isComment(t._1()))
                    .map(t -> new Tuple2<>(file + ":" + (t._2() + 1), t._1()));
            all = all == null ? lines : all.union(lines);
        }
        JavaPairRDD<Long, Line> byOrdinal = all.zipWithIndex()
                .mapToPair(t -> new Tuple2<>(t._2(), new Line(t._2(), t._1()._1(), t._1()._2())));
        long count = byOrdinal.count();
        return byOrdinal.partitionBy(new ChunkPartitioner(chunk, count)).values().mapPartitions(it -> {
            List<Line> lines = new ArrayList<>();
            it.forEachRemaining(lines::add);
            lines.sort(Comparator.comparingLong(Line::ordinal));
            return lines.iterator();
        }, true);
    }
}
