package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise40ErrnoPathBehindWrapper checks that an errno whose meaning
// turns on the path (errnoOnPath) reads the path of the error itself, not a
// word of the tool's prefix: "tool fs.read: open /run/app.sock: no such
// device or address" names a socket (open(2) ENXIO: invalid, dial it).
func TestGeneralise40ErrnoPathBehindWrapper(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 40's line: Go os.Open on nginx's upstream socket, wrapped by the agent's file tool.
		{"go open socket wrapped (set 40)", "go", 0, "", "tool fs.read: open /tmp/w40/nginx/app.sock: no such device or address", rung.KindInvalid},
		// The same errno without a wrapper, as errnoOnPath was written for.
		{"go open socket bare", "go", 0, "", "open /run/php/php8.2-fpm.sock: no such device or address", rung.KindInvalid},
		// A device file with no device, behind two wrappers.
		{"go open device wrapped", "", 0, "", "tool serial.write: port: open /dev/ttyUSB0: no such device or address", rung.KindPremise},
		// A FIFO with no reader yet stays the reader's wait.
		{"go open fifo wrapped", "go", 0, "", "tool log.tail: open /var/run/app/events.fifo: no such device or address", rung.KindTransient},
	})
}
