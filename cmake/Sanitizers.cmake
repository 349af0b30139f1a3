# STRATA_SANITIZERS: a comma-separated -fsanitize= list applied to everything this project builds.
set(STRATA_SANITIZERS "" CACHE STRING "Sanitizers, e.g. address,undefined")
if(STRATA_SANITIZERS)
  add_compile_options(-fsanitize=${STRATA_SANITIZERS} -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${STRATA_SANITIZERS})
endif()

# Sets `out` to the environment (a CMake list of VAR=value) under which an uninstrumented program,
# such as the Python interpreter, can load a sanitized libstrata.so: the compiler's sanitizer
# runtimes preloaded, leak detection off (the interpreter keeps allocations until it exits) and the
# first report fatal. Empty when no sanitizer is on, or when a runtime is missing.
function(strata_sanitized_process_environment out)
  set(${out} "" PARENT_SCOPE)
  if(NOT STRATA_SANITIZERS)
    return()
  endif()
  set(runtimes "")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    if(STRATA_SANITIZERS MATCHES "address")
      list(APPEND runtimes libasan.so)
    endif()
    if(STRATA_SANITIZERS MATCHES "undefined")
      list(APPEND runtimes libubsan.so)
    endif()
    if(STRATA_SANITIZERS MATCHES "thread")
      list(APPEND runtimes libtsan.so)
    endif()
  elseif(STRATA_SANITIZERS MATCHES "address")  # Clang: the ASan runtime carries UBSan too
    set(runtimes libclang_rt.asan-${CMAKE_SYSTEM_PROCESSOR}.so)
  else()
    set(runtimes libclang_rt.ubsan_standalone-${CMAKE_SYSTEM_PROCESSOR}.so)
  endif()
  set(preload "")
  foreach(runtime IN LISTS runtimes)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${runtime}
                    OUTPUT_VARIABLE path OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed)
    if(failed OR NOT IS_ABSOLUTE "${path}" OR NOT EXISTS "${path}")
      return()
    endif()
    list(APPEND preload "${path}")
  endforeach()
  list(JOIN preload ":" preload)
  set(${out}
      "LD_PRELOAD=${preload}"
      "ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:halt_on_error=1"
      "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
      PARENT_SCOPE)
endfunction()
