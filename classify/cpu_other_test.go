//go:build !unix

package classify

func cpuTime() (int64, bool) { return 0, false }
