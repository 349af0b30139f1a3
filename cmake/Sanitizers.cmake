# STRATA_SANITIZERS: a comma-separated -fsanitize= list applied to everything this project builds.
set(STRATA_SANITIZERS "" CACHE STRING "Sanitizers, e.g. address,undefined")
if(STRATA_SANITIZERS)
  add_compile_options(-fsanitize=${STRATA_SANITIZERS} -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${STRATA_SANITIZERS})
endif()
