package pdfium

import (
	"reflect"

	"github.com/tetratelabs/wazero/api"
)

// memoryUsed is the size PDFium's wasm memory has grown to (it never shrinks), 0
// when it cannot be told.
func (r *Reader) memoryUsed() uint64 {
	if mem := r.memory(); mem != nil {
		return uint64(mem.Size())
	}
	return 0
}

// memory is the instance's wasm memory. go-pdfium does not expose its wazero
// module, only GetImplementation() whose exported Module field (an internal type)
// has a Memory() method returning wazero's api.Memory; reflection reaches it
// without naming the internal types. nil if that shape ever changes.
func (r *Reader) memory() (mem api.Memory) {
	defer func() {
		if recover() != nil {
			mem = nil
		}
	}()
	impl := reflect.ValueOf(r.inst.GetImplementation())
	for impl.Kind() == reflect.Pointer || impl.Kind() == reflect.Interface {
		impl = impl.Elem()
	}
	module := impl.FieldByName("Module")
	if !module.IsValid() || module.IsNil() {
		return nil
	}
	out := module.MethodByName("Memory").Call(nil)
	mem, _ = out[0].Interface().(api.Memory)
	return mem
}
