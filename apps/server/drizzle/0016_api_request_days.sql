CREATE TABLE "api_request_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "api_request_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
