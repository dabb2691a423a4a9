#ifndef TESSERA_CYAML_SHIM_H
#define TESSERA_CYAML_SHIM_H

// libyaml's event parser for TesseraImport's libinput reader. An event keeps its
// payload in a union; these accessors read it, so Swift never depends on how the
// union is imported.
#include <yaml.h>
#include <stddef.h>

/// The bytes and length of a scalar event's value, and whether it was written plain (unquoted).
static inline const unsigned char *cyaml_scalar(const yaml_event_t *event, size_t *length, int *plain) {
    *length = event->data.scalar.length;
    *plain = event->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
    return event->data.scalar.value;
}

#endif
