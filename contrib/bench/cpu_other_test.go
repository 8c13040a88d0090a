//go:build !unix

package bench

func cpuTime() (int64, bool) { return 0, false }
