package kern_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// Every exported method of the host API's handle types, called on a nil
// handle (a Device, Stream or array whose constructor's error was
// ignored) with zero arguments, returns an error if it returns one —
// never a panic — and otherwise does not panic. (Ufuncs, reducers and
// kernels are not here: their constructors return no nil, and an error
// of their own through Err.)
func TestNilReceivers(t *testing.T) {
	for _, v := range []any{
		(*kern.Device)(nil), (*kern.Stream)(nil), (*kern.Event)(nil), (*kern.Graph)(nil),
		(*kern.DeviceArray[float32])(nil), (*kern.DeviceSlice[float32])(nil), (*kern.Pinned[float32])(nil),
	} {
		rv := reflect.ValueOf(v)
		errType := reflect.TypeFor[error]()
		for i := range rv.NumMethod() {
			m := rv.Type().Method(i)
			if _, promoted := reflect.TypeFor[nd.Array[float32]]().MethodByName(m.Name); promoted && m.Name != "Close" {
				continue // a Pinned's embedded nd.Array: Go panics on a nil *Pinned's promoted methods
			}
			ft := rv.Method(i).Type()
			n := ft.NumIn()
			if ft.IsVariadic() {
				n--
			}
			args := make([]reflect.Value, n)
			for k := range n {
				args[k] = reflect.Zero(ft.In(k))
			}
			name := fmt.Sprintf("(%T).%s", v, m.Name)
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s on a nil receiver panicked: %v", name, r)
					}
				}()
				out := rv.Method(i).Call(args)
				for _, o := range out {
					if o.Type() == errType && o.IsNil() && !nilOK[m.Name] {
						t.Errorf("%s on a nil receiver returned a nil error", name)
					}
				}
			}()
		}
	}
}

// nilOK are the methods for which a nil handle is not an error: closing
// or freeing nothing, as closing twice is not.
var nilOK = map[string]bool{"Close": true, "Free": true, "ReleaseFreed": true, "ReleaseStaging": true}
