//go:build !unix

package rung_test

func cpuTime() (int64, bool) { return 0, false }
