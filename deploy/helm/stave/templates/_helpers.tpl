{{/* Names and labels. Objects are named <fullname>-<app>: stave-identity, stave-gateway, ... */}}
{{- define "stave.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "stave.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* The name of one app's objects. Call with (dict "root" $ "app" "identity"). */}}
{{- define "stave.appName" -}}
{{- printf "%s-%s" (include "stave.fullname" .root | trunc 50 | trimSuffix "-") .app }}
{{- end }}

{{- define "stave.selectorLabels" -}}
app.kubernetes.io/name: {{ include "stave.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .app }}
{{- end }}

{{- define "stave.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "stave.selectorLabels" . }}
app.kubernetes.io/version: {{ include "stave.imageTag" .root | quote }}
app.kubernetes.io/part-of: stave
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{- define "stave.imageTag" -}}
{{- .Values.image.tag | default .Chart.AppVersion }}
{{- end }}

{{/* One app's settings: `defaults` overridden key by key by services.<app>. Call with (dict "root" $ "app" $name). */}}
{{- define "stave.settings" -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.defaults) (deepCopy (index .root.Values.services .app))) }}
{{- end }}

{{/* http://<app's Service> */}}
{{- define "stave.serviceUrl" -}}
{{- printf "http://%s" (include "stave.appName" .) }}
{{- end }}

{{/*
Credentials: never a value in the chart, always a reference to a key of an existing Secret. A plain `env`
entry with one of these names fails the render instead of putting the credential in the manifest.
*/}}
{{- define "stave.secretNames" -}}
DATABASE_URL REDIS_URL S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY JWT_PRIVATE_KEY_PEM SMTP_URL STRIPE_SECRET_KEY STRIPE_WEBHOOK_SECRET SERIAL_HASH_KEY
{{- end }}

{{/*
The container's env, sorted by name: what the chart derives (APP, HOST, PORT, the gateway's service URLs,
JWKS_URL, PUBLIC_APP_URL), platform.env for the six services (it cannot change the derived ones), the app's own
`env` (it can), and last the Secret references (platform.secretEnv, the app's `secretEnv`): a variable given
both ways is read from the Secret. Empty values are left out (unset).
*/}}
{{- define "stave.env" -}}
{{- $root := .root }}
{{- $app := .app }}
{{- $s := .settings }}
{{- $plain := dict "APP" $app "HOST" "0.0.0.0" "PORT" (toString $root.Values.containerPort) }}
{{- $secret := dict }}
{{- if eq $app "gateway" }}
{{- range $svc := list "identity" "social" "messaging" "jobs-events" "marketplace" "billing" }}
{{- $_ := set $plain (printf "%s_URL" ($svc | upper | replace "-" "_")) (include "stave.serviceUrl" (dict "root" $root "app" $svc)) }}
{{- end }}
{{- $_ := set $plain "WEB_DIST_DIR" "/app/apps/web/dist" }}
{{- else }}
{{- $plain = merge $plain (deepCopy $root.Values.platform.env) }}
{{- $secret = deepCopy $root.Values.platform.secretEnv }}
{{- if ne $app "identity" }}
{{- $_ := set $plain "JWKS_URL" (printf "%s/.well-known/jwks.json" (include "stave.serviceUrl" (dict "root" $root "app" "identity"))) }}
{{- end }}
{{- if and (has $app (list "identity" "billing")) $root.Values.publicUrl }}
{{- $_ := set $plain "PUBLIC_APP_URL" $root.Values.publicUrl }}
{{- end }}
{{- end }}
{{- $plain = mergeOverwrite $plain (deepCopy (default dict $s.env)) }}
{{- $secret = mergeOverwrite $secret (deepCopy (default dict $s.secretEnv)) }}
{{- $secretNames := splitList " " (include "stave.secretNames" .) }}
{{- range $name := keys $plain | sortAlpha }}
{{- $value := get $plain $name }}
{{- if and (has $name $secretNames) (ne (toString $value) "") }}
{{- fail (printf "%s (%s): %s is a credential: give it under secretEnv (a reference to a Secret), never as a plain env value" $app (eq $app "gateway" | ternary "services.gateway.env" "platform.env or services.<app>.env") $name) }}
{{- end }}
{{- if and (ne (toString $value) "") (not (hasKey $secret $name)) }}
- name: {{ $name }}
  value: {{ toString $value | quote }}
{{- end }}
{{- end }}
{{- range $name := keys $secret | sortAlpha }}
{{- $ref := get $secret $name }}
{{- if $ref }}
{{- if not (kindIs "map" $ref) }}
{{- fail (printf "%s: secretEnv.%s must be { name: <Secret>, key: <key> } (key optional), not %v" $app $name $ref) }}
{{- end }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ required (printf "services.%s.secretEnv.%s: the Secret's name" $app $name) $ref.name }}
      key: {{ default $name $ref.key }}
{{- end }}
{{- end }}
{{- end }}
