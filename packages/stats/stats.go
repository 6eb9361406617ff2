// Package stats summarises repeated measurements, for every bench of the
// project: the median, the percentiles and the middle run, so that each
// bench reports the same figure the same way. The benches' Node scripts print
// their raw samples and the Go side summarises them here, so that there is
// one definition of each figure in the project.
package stats

import (
	"cmp"
	"math"
	"slices"
)

// Number is a figure a bench measures: a count, bytes, or seconds.
type Number interface {
	~int | ~int64 | ~float64
}

// Median is the middle value of xs, or the mean of the two middle values of
// an even count; 0 for none. xs is not reordered.
func Median[T Number](xs []T) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	mid := len(s) / 2
	if len(s)%2 == 0 {
		return (float64(s[mid-1]) + float64(s[mid])) / 2
	}
	return float64(s[mid])
}

// Percentile is the p-quantile of xs (p from 0 to 1) by nearest rank: the
// smallest value with at least p of the values at or below it, so always
// one of the values; 0 for none. xs is not reordered.
func Percentile[T Number](xs []T, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := int(math.Ceil(p * float64(len(s))))
	return float64(s[min(max(rank, 1), len(s))-1])
}

// MiddleBy is the element of xs whose key is the median, the upper middle
// one of an even count: a real run, so that figures reported beside its key
// come from the same run. It panics on an empty xs. xs is not reordered.
func MiddleBy[T any, K cmp.Ordered](xs []T, key func(T) K) T {
	s := slices.Clone(xs)
	slices.SortStableFunc(s, func(a, b T) int { return cmp.Compare(key(a), key(b)) })
	return s[len(s)/2]
}
