//go:build linux

package ledger

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// clockTicks is USER_HZ, the unit of /proc/PID/stat's starttime: 100 on
// every Linux architecture Go supports (the kernel reports it to user
// space at that rate whatever its internal HZ).
const clockTicks = 100

var bootTime = sync.OnceValues(func() (time.Time, bool) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return time.Time{}, false
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "btime "); ok {
			s, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				return time.Time{}, false
			}
			return time.Unix(s, 0), true
		}
	}
	return time.Time{}, false
})

// processStart returns when pid started: boot time plus field 22 of
// /proc/PID/stat (starttime, in clock ticks after boot).
func processStart(pid int) (time.Time, bool) {
	boot, ok := bootTime()
	if !ok {
		return time.Time{}, false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return time.Time{}, false
	}
	// The command name (field 2) is in parentheses and may hold spaces
	// and parentheses: count fields after its last ')'.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return time.Time{}, false
	}
	fields := strings.Fields(string(b[i+1:]))
	// fields[0] is field 3 (state), so field 22 is fields[19].
	if len(fields) < 20 {
		return time.Time{}, false
	}
	ticks, err := strconv.ParseInt(fields[19], 10, 64)
	if err != nil {
		return time.Time{}, false
	}
	return boot.Add(time.Duration(ticks) * time.Second / clockTicks).UTC(), true
}
