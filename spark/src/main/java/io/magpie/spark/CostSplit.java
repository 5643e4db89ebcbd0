package io.magpie.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * Cuts positions (an RDD in input order) into the partitions of a {@link Partitioning}: one pass
 * sums each input partition's work, so that every position's start (the work before it) is known
 * without gathering the positions on the driver; a second pass sends each to its partition.
 */
final class CostSplit {
    private CostSplit() {}

    /**
     * The partitioning and the positions cut by it, each partition in input order; {@code kept} is
     * the input kept between the two passes, to release once the cut positions are used.
     */
    record Cut(Partitioning partitioning, JavaRDD<Line> lines, JavaRDD<Line> kept) {
        void release() {
            kept.unpersist(false);
        }
    }

    /**
     * @param units the size of a partition, or -1 for the default for {@code cores} cores
     */
    static Cut cut(JavaRDD<Line> ordered, long units, int cores) {
        JavaRDD<Line> lines = ordered.persist(StorageLevel.MEMORY_AND_DISK());
        List<long[]> sums = lines.mapPartitionsWithIndex((i, it) -> {
            long work = 0;
            long n = 0;
            while (it.hasNext()) {
                work += Cost.of(it.next());
                n++;
            }
            return List.of(new long[] {i, work, n}).iterator();
        }, true).collect();
        long[] before = new long[lines.getNumPartitions()];
        long total = 0;
        long count = 0;
        List<long[]> inOrder = new ArrayList<>(sums);
        inOrder.sort(Comparator.comparingLong(s -> s[0]));
        for (long[] s : inOrder) {
            before[(int) s[0]] = total;
            total += s[1];
            count += s[2];
        }
        Partitioning p = Partitioning.of(units > 0 ? units : Partitioning.defaultUnits(total, cores), total, count);
        JavaRDD<Tuple2<Integer, Line>> keyed = lines.mapPartitionsWithIndex((i, it) -> {
            long start = before[i];
            List<Tuple2<Integer, Line>> out = new ArrayList<>();
            while (it.hasNext()) {
                Line line = it.next();
                long cost = Cost.of(line);
                out.add(new Tuple2<>(p.partitionOf(start, cost), line));
                start += cost;
            }
            return out.iterator();
        }, true);
        JavaRDD<Line> cut = JavaPairRDD.fromJavaRDD(keyed).partitionBy(new KeyPartitioner(p.partitions())).values()
                .mapPartitions(it -> {
                    List<Line> part = new ArrayList<>();
                    it.forEachRemaining(part::add);
                    part.sort(Comparator.comparingLong(Line::ordinal));
                    return part.iterator();
                }, true);
        return new Cut(p, cut, lines);
    }
}
